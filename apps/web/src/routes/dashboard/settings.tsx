import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useRole } from '../../features/dashboard/access.tsx';
import { Screen } from '../../features/dashboard/screen.tsx';
import { ApiTokensCard } from '../../features/settings/api-tokens-card.tsx';
import { ContactSettingsForm } from '../../features/settings/contact-settings-form.tsx';
import { HistoryRetentionForm } from '../../features/settings/history-retention-form.tsx';
import { LoginForm } from '../../features/settings/login-form.tsx';
import { NotificationSettingsForm } from '../../features/settings/notification-settings-form.tsx';
import { PasswordForm } from '../../features/settings/password-form.tsx';
import { RetentionSettingsForm } from '../../features/settings/retention-settings-form.tsx';
import { SessionsCard } from '../../features/settings/sessions-card.tsx';

/** Settings: the company's contact texts (owners and editors), mail, retention and tokens (owners), one's own sign-in. */
function SettingsScreen() {
  const role = useRole();
  return (
    <Screen title={<Trans>Settings</Trans>}>
      <div className="grid gap-6">
        {(role === 'owner' || role === 'editor') && <ContactSettingsForm />}
        {role === 'owner' && <NotificationSettingsForm />}
        {role === 'owner' && <RetentionSettingsForm />}
        {role === 'owner' && <HistoryRetentionForm />}
        <div className="grid gap-6 xl:grid-cols-2">
          <LoginForm />
          <PasswordForm />
        </div>
        <SessionsCard />
        {role === 'owner' && <ApiTokensCard />}
      </div>
    </Screen>
  );
}

export const Route = createFileRoute('/dashboard/settings')({ component: SettingsScreen });
