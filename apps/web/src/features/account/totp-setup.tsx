import { SubmitForm } from '../../ui/submit-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState } from 'react';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';
import { isCodeRefusal, useAccountError } from './account-errors.ts';
import { CodeField } from './code-field.tsx';

export type TotpSecret = RouterOutputs['auth']['startTotp'];

/**
 * Setting up the authenticator app: the new secret as a QR code and as text to type, then a code from the app to
 * prove it reads the same secret. Until then the server keeps the secret unused.
 */
export function TotpSetup({
  secret,
  onConfirmed,
  onCancel,
}: {
  secret: TotpSecret;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const accountError = useAccountError();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useMutation(trpc.auth.confirmTotp.mutationOptions());
  // The button that opened the setup has gone: a keyboard or screen reader user starts at its first step.
  useEffect(() => heading.current?.focus(), []);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
    field.current?.select();
  };
  const submit = () => {
    if (!code.trim()) return refuse(t`Enter the code`);
    setError(undefined);
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: (answer) => onConfirmed(answer.recovery_codes),
        onError: (failure) => {
          const message = accountError(failure, t`The authenticator app could not be set up. Please try again.`);
          if (isCodeRefusal(failure)) refuse(message);
          else notify.error(message);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-navy-900 focus:outline-none">
        <Trans>Set up your authenticator app</Trans>
      </h3>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="shrink-0 self-center rounded-lg border border-slate-200 bg-white p-3 sm:self-start">
          <QRCodeSVG
            value={secret.otpauth_url}
            size={168}
            title={t`QR code for your authenticator app`}
            aria-label={t`QR code for your authenticator app`}
          />
        </div>
        <div className="min-w-0 space-y-3 text-sm text-ink">
          <p>
            <Trans>
              1. Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or
              1Password) and scan the QR code.
            </Trans>
          </p>
          <p className="text-muted">
            <Trans>Cannot scan it? Enter this key in the app instead:</Trans>
          </p>
          <code
            className="block break-all rounded bg-steel-50 px-3 py-2 font-mono text-sm tracking-wider text-navy-900"
            data-testid="totp-secret"
          >
            {secret.secret}
          </code>
        </div>
      </div>
      <SubmitForm className="space-y-4" onSubmit={submit}>
        <p className="text-sm text-ink">
          <Trans>2. Enter the 6-digit code the app now shows for this account.</Trans>
        </p>
        <CodeField ref={field} value={code} onChange={(event) => setCode(event.target.value)} error={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={confirm.isPending}>
            <Trans>Confirm</Trans>
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </SubmitForm>
    </section>
  );
}
