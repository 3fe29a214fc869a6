import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Check, Plus } from 'lucide-react';
import { partNumberKey } from '@tp/schemas/part-number';
import { buttonClass } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';
import { inquiryList, useInquiryList, type InquiryLine } from './inquiry-list.ts';

/** Puts a part on the inquiry list; once there, links to the list instead. */
export function AddToInquiryButton({
  part,
  compact = false,
}: {
  part: Omit<InquiryLine, 'quantity'>;
  /** Icon only (a table row). */ compact?: boolean;
}) {
  const { t } = useLingui();
  const key = partNumberKey(part.partnumber);
  const listed = useInquiryList().some((line) => partNumberKey(line.partnumber) === key);
  if (listed) {
    return (
      <Link
        to="/inquiry"
        className={buttonClass('ghost', 'sm', 'whitespace-nowrap text-success')}
        aria-label={compact ? t`${part.partnumber} is on your inquiry list` : undefined}
      >
        <Check className="size-4" aria-hidden="true" />
        {!compact && <Trans>On your inquiry list</Trans>}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
      aria-label={compact ? t`Add ${part.partnumber} to the inquiry list` : undefined}
      onClick={(event) => {
        // Inside a part table the row's own click fills the form: this button does only what it says.
        event.stopPropagation();
        const outcome = inquiryList.add({ ...part, quantity: 1 });
        if (outcome === 'full') notify.error(t`The inquiry list is full (200 parts). Please send it first.`);
        else notify.success(t`${part.partnumber} was added to your inquiry list.`);
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Plus className="size-4" aria-hidden="true" />
      {/* The visible word is part of the row's longer name, as screen-reader users hear it. */}
      {compact ? <Trans>Add</Trans> : <Trans>Add to inquiry</Trans>}
    </button>
  );
}
