import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface CaptchaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the single-use ticket the server gave for the right code. */
  onVerified: (ticket: string) => void;
}

/** The server-checked captcha: a picture of a 6-character code, refresh, 'Check'. A wrong entry brings a new code. */
export default function CaptchaDialog({ open, onOpenChange, onVerified }: CaptchaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>I'm not a robot</Trans>} size="sm">
      <CaptchaForm onVerified={onVerified} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content: mounted each time the dialog opens, so it starts with an empty answer and a new code. */
function CaptchaForm({ onVerified, onDone }: { onVerified: (ticket: string) => void; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const challenge = useMutation(trpc.captcha.create.mutationOptions());
  const verify = useMutation(trpc.captcha.verify.mutationOptions());
  const newChallenge = challenge.mutate;

  useEffect(() => newChallenge(), [newChallenge]);

  const check = () => {
    if (!challenge.data) return;
    if (!answer.trim()) {
      setError(t`Enter captcha`);
      return;
    }
    verify.mutate(
      { id: challenge.data.id, answer },
      {
        onSuccess: ({ ticket }) => {
          onVerified(ticket);
          onDone();
        },
        onError: () => {
          setError(t`Incorrect CAPTCHA. Try again!`);
          setAnswer('');
          newChallenge();
        },
      },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <div className="flex items-center gap-3">
        <div className="flex h-[64px] flex-1 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          {challenge.isError ? (
            <p role="alert" className="px-3 text-center text-sm text-danger">
              <Trans>The code could not be loaded. Please try again in a minute.</Trans>
            </p>
          ) : challenge.data ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.data.svg)}`}
              alt={t`Captcha code`}
              className="h-[60px]"
              data-testid="captcha-image"
            />
          ) : (
            <Spinner />
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="size-11 px-0"
          onClick={() => newChallenge()}
          aria-label={t`New code`}
          busy={challenge.isPending}
        >
          {!challenge.isPending && <RefreshCw className="size-4" aria-hidden="true" />}
        </Button>
      </div>
      <TextField
        label={<Trans>Type the code</Trans>}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={12}
        error={error ?? undefined}
        autoFocus
      />
      <Button type="submit" className="w-full" busy={verify.isPending} disabled={!challenge.data}>
        <Trans>Check</Trans>
      </Button>
    </form>
  );
}
