import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { useInquiryList } from './inquiry-list.ts';

/** The inquiry list in the header, with how many parts are on it. */
export function InquiryListLink({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const count = useInquiryList().length;
  return (
    <Link
      to="/inquiry"
      className={`relative flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-steel-100 ${className}`}
      aria-label={count > 0 ? t`Inquiry list, ${count} parts` : t`Inquiry list`}
      title={t`Inquiry list`}
      activeProps={{ 'aria-current': 'page' }}
    >
      <ClipboardList className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-heat-600 px-1 text-[0.7rem] font-bold leading-5 text-white"
          data-testid="inquiry-count"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
