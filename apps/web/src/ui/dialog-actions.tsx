import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The footer of an add dialog: Cancel, then the action ('Add' unless told). */
export function DialogActions({
  onCancel,
  onSubmit,
  busy,
  submitLabel,
}: {
  onCancel: () => void;
  onSubmit: () => void;
  busy?: boolean;
  submitLabel?: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button onClick={onSubmit} busy={busy}>
        {submitLabel ?? <Trans>Add</Trans>}
      </Button>
    </div>
  );
}
