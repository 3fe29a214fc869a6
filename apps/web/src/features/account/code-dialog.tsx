import { SubmitForm } from '../../ui/submit-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { CodeField } from './code-field.tsx';

export interface CodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  /** Accepts a recovery code as well as one from the app. */
  recovery?: boolean;
  danger?: boolean;
  busy: boolean;
  /** Sends the code; `refuse` puts the server's reason under the field when the code was wrong. */
  onSubmit: (code: string, refuse: (message: string) => void) => void;
}

/** A change of the authenticator app confirmed with a code from it. The field starts empty each time it opens. */
export function CodeDialog({ open, onOpenChange, title, description, ...form }: CodeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <CodeForm {...form} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function CodeForm({
  submitLabel,
  recovery,
  danger,
  busy,
  onSubmit,
  onCancel,
}: Omit<CodeDialogProps, 'open' | 'onOpenChange' | 'title' | 'description'> & { onCancel: () => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  // A wrong code is typed again: the field takes focus with its text selected.
  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
    field.current?.select();
  };
  return (
    <SubmitForm
      className="space-y-5"
      onSubmit={() => {
        if (!code.trim()) return refuse(t`Enter the code`);
        setError(undefined);
        onSubmit(code.trim(), refuse);
      }}
    >
      <CodeField
        ref={field}
        recovery={recovery}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </SubmitForm>
  );
}
