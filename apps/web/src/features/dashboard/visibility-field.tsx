import { Trans } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

/**
 * "Hidden from visitors", a tick box with what it means. Saved as a draft that clears it and scheduled, a hidden
 * service or spare group appears at a set time (the draft banner's Schedule…).
 */
export function VisibilityField({
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <input
        ref={ref}
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-steel-600"
      />
      <div className="space-y-1">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-1.5 text-sm font-medium text-navy-900">
          <EyeOff className="size-4 text-slate-500" aria-hidden="true" />
          <Trans>Hidden from visitors</Trans>
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          <Trans>
            Not in the menu, lists, search or sitemap, and its page is not found. To make it appear at a set time,
            untick this, save as a draft and schedule it.
          </Trans>
        </p>
      </div>
    </div>
  );
}

/** The mark of a hidden record in the dashboard's lists. */
export function HiddenBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-medium text-white">
      <EyeOff className="size-3.5" aria-hidden="true" />
      <Trans>Hidden</Trans>
    </span>
  );
}
