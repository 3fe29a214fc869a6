import { Trans } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/**
 * 'Are you sure you want to delete?': `ask(action)` opens the dialog and runs the action only on confirmation.
 * Render `dialog` once in the screen.
 */
export function useConfirmDelete() {
  const [open, setOpen] = useState(false);
  const action = useRef<(() => void) | null>(null);
  const ask = useCallback((run: () => void) => {
    action.current = run;
    setOpen(true);
  }, []);
  const dialog = (
    <Dialog open={open} onOpenChange={setOpen} title={<Trans>Are you sure you want to delete?</Trans>} size="sm">
      <p className="text-muted">
        <Trans>This cannot be undone.</Trans>
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setOpen(false)} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            setOpen(false);
            action.current?.();
          }}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}
