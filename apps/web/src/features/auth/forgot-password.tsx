import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';

/**
 * "Forgot password?" under the sign-in: the address to send a link to. The answer is the same whether the address
 * has an account or not, and so is what this says.
 */
export function ForgotPassword() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const request = useMutation(trpc.user.requestPasswordReset.mutationOptions());

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mx-auto block text-sm font-medium text-steel-600 underline-offset-2 hover:underline"
      >
        <Trans>Forgot password?</Trans>
      </button>
    );
  if (request.isSuccess)
    return (
      <p role="status" className="rounded-lg bg-steel-50 px-4 py-3 text-sm text-navy-900">
        <Trans>
          If an account exists for {email}, a link to choose a new password is on its way. It is valid for one hour.
        </Trans>
      </p>
    );
  return (
    <form
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!email.trim()) return;
        request.mutate(
          { email: email.trim() },
          {
            onError: (error) =>
              notify.error(
                httpStatusOf(error) === 429
                  ? t`Too many requests. Please wait a minute and try again.`
                  : httpStatusOf(error) === 400
                    ? t`Please enter a valid e-mail address`
                    : t`The server could not be reached. Please try again.`,
              ),
          },
        );
      }}
    >
      <TextField
        label={<Trans>Your e-mail address</Trans>}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="w-full" busy={request.isPending}>
        <Trans>Send me a link</Trans>
      </Button>
    </form>
  );
}
