import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';

/**
 * One settings form in a card, with its own Save button. While `loading`, its fields and buttons are disabled:
 * an edit typed before the stored values arrive would be replaced by them, and a Save would overwrite the
 * stored values with the blank form.
 */
export function SettingsSection({
  title,
  description,
  onSubmit,
  busy,
  loading = false,
  footer,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onSubmit: () => void;
  busy: boolean;
  loading?: boolean;
  /** Beside the Save button, on the left (the settings' History). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
        aria-busy={loading}
      >
        <fieldset disabled={loading} className="min-w-0 space-y-5">
          <div>
            <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
            {description && <p className="mt-1 text-sm text-muted">{description}</p>}
          </div>
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            {footer && <span className="mr-auto">{footer}</span>}
            <Button type="submit" busy={busy}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
