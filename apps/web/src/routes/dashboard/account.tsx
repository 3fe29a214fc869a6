import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatorCard } from '../../features/account/authenticator-card.tsx';
import { PasskeysCard } from '../../features/account/passkeys-card.tsx';
import { ProfileCard } from '../../features/account/profile-card.tsx';
import { SetupRequiredNotice } from '../../features/account/setup-required-notice.tsx';
import { Screen } from '../../features/dashboard/screen.tsx';
import { PasswordForm } from '../../features/settings/password-form.tsx';
import { SessionsCard } from '../../features/settings/sessions-card.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * My account, for every role: profile, password, second factors, sessions. A session that must set up a second factor first
 * sees only the second factors: the server refuses it the rest (403) until one is set up.
 */
function AccountScreen() {
  const trpc = useTRPC();
  const setupRequired = useQuery(trpc.auth.twoFactor.queryOptions()).data?.setup_required ?? false;
  // The cards keep their places when the setup lifts, so the authenticator card keeps the recovery codes it shows.
  return (
    <Screen title={<Trans>My account</Trans>}>
      <div className="grid gap-6">
        {setupRequired && <SetupRequiredNotice />}
        <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
          {!setupRequired && <ProfileCard />}
          <div className={`grid min-w-0 grid-cols-1 gap-6 ${setupRequired ? 'xl:col-span-2' : ''}`}>
            <AuthenticatorCard />
            {/* The same form as in Settings: a new password signs every session out. */}
            {!setupRequired && <PasswordForm />}
          </div>
          <div className="xl:col-span-2">
            <PasskeysCard />
          </div>
          {!setupRequired && (
            <div className="xl:col-span-2">
              <SessionsCard />
            </div>
          )}
        </div>
      </div>
    </Screen>
  );
}

export const Route = createFileRoute('/dashboard/account')({
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([
      queryClient.ensureQueryData(trpc.auth.me.queryOptions()),
      queryClient.ensureQueryData(trpc.auth.twoFactor.queryOptions()),
      queryClient.ensureQueryData(trpc.auth.passkeys.queryOptions()),
    ]);
  },
  component: AccountScreen,
});
