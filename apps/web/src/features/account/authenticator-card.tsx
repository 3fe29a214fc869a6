import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { notify } from '../../ui/toast.tsx';
import { isCodeRefusal, useAccountError } from './account-errors.ts';
import { CodeDialog } from './code-dialog.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { useReloadSecondFactors } from './reload-second-factors.ts';
import { TotpSetup, type TotpSecret } from './totp-setup.tsx';

/** Recovery codes left at which the card asks for new ones. */
const FEW_CODES_LEFT = 3;

/**
 * The authenticator app: set one up (QR code, a code to confirm it, then the recovery codes shown once), or, once
 * set up, see how many recovery codes are left, renew them, or remove the app, each confirmed with a code.
 */
export function AuthenticatorCard() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const accountError = useAccountError();
  const reload = useReloadSecondFactors();
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useQuery(trpc.auth.twoFactor.queryOptions()).data;
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'renew' | 'remove' | null>(null);
  const start = useMutation(
    trpc.auth.startTotp.mutationOptions({
      onSuccess: setSecret,
      onError: (error) => notify.error(accountError(error, t`The setup could not be started. Please try again.`)),
    }),
  );
  const renew = useMutation(trpc.auth.renewRecoveryCodes.mutationOptions());
  const remove = useMutation(trpc.auth.removeTotp.mutationOptions());
  // A view's buttons go with it: the reader goes on from the card's heading, not from the top of the page.
  const backToCard = () => heading.current?.focus();
  const onCodeError = (refuse: (message: string) => void, fallback: string) => (error: unknown) => {
    const message = accountError(error, fallback);
    if (isCodeRefusal(error)) refuse(message);
    else notify.error(message);
  };

  return (
    <Card className="space-y-5 p-6">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-navy-900 focus:outline-none">
          <Trans>Authenticator app</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            An app on your phone shows a new 6-digit code every 30 seconds; you enter it after your password.
          </Trans>
        </p>
      </div>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => (setCodes(null), backToCard())} />
      ) : secret ? (
        <TotpSetup
          secret={secret}
          onConfirmed={(recoveryCodes) => {
            setSecret(null);
            setCodes(recoveryCodes);
            notify.success(t`The authenticator app is set up.`);
            void reload();
          }}
          onCancel={() => (setSecret(null), backToCard())}
        />
      ) : status?.totp ? (
        <div className="space-y-4">
          <p className="flex items-center gap-2 font-medium text-green-800">
            <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
            <Trans>An authenticator app is set up.</Trans>
          </p>
          <p
            className={
              status.recovery_codes_left <= FEW_CODES_LEFT
                ? 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900'
                : 'text-sm text-muted'
            }
            data-testid="recovery-codes-left"
          >
            <Plural value={status.recovery_codes_left} one="# recovery code left." other="# recovery codes left." />{' '}
            {status.recovery_codes_left <= FEW_CODES_LEFT && (
              <Trans>Create new ones, so that you can still sign in without your phone.</Trans>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              onClick={() => setAsking('renew')}
            >
              <Trans>New recovery codes</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setAsking('remove')}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          busy={start.isPending}
          icon={<Smartphone className="size-4" aria-hidden="true" />}
          onClick={() => start.mutate()}
        >
          <Trans>Set up an authenticator app</Trans>
        </Button>
      )}
      <CodeDialog
        open={asking === 'renew'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={<Trans>New recovery codes</Trans>}
        description={<Trans>Enter a code from your authenticator app. Your old recovery codes stop working.</Trans>}
        submitLabel={<Trans>Create new codes</Trans>}
        busy={renew.isPending}
        onSubmit={(code, refuse) =>
          renew.mutate(
            { code },
            {
              onSuccess: (answer) => {
                setAsking(null);
                setCodes(answer.recovery_codes);
                void reload();
              },
              onError: onCodeError(refuse, t`No new codes could be created. Please try again.`),
            },
          )
        }
      />
      <CodeDialog
        open={asking === 'remove'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={<Trans>Remove the authenticator app</Trans>}
        description={
          <Trans>
            Enter a code from the app or one of your recovery codes. The recovery codes stop working with the app.
          </Trans>
        }
        submitLabel={<Trans>Remove</Trans>}
        recovery
        danger
        busy={remove.isPending}
        onSubmit={(code, refuse) =>
          remove.mutate(
            { code },
            {
              onSuccess: () => {
                setAsking(null);
                notify.success(t`The authenticator app has been removed.`);
                void reload().then(backToCard);
              },
              onError: onCodeError(refuse, t`The authenticator app could not be removed. Please try again.`),
            },
          )
        }
      />
    </Card>
  );
}
