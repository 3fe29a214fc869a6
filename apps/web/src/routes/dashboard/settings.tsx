import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { ApiTokensCard } from '../../features/settings/api-tokens-card.tsx';
import { ContactSettingsForm } from '../../features/settings/contact-settings-form.tsx';
import { LoginForm } from '../../features/settings/login-form.tsx';
import { NotificationSettingsForm } from '../../features/settings/notification-settings-form.tsx';
import { PasswordForm } from '../../features/settings/password-form.tsx';
import { RetentionSettingsForm } from '../../features/settings/retention-settings-form.tsx';

export const Route = createFileRoute('/dashboard/settings')({
  component: () => (
    <Screen title={<Trans>Settings</Trans>}>
      <div className="grid gap-6">
        <ContactSettingsForm />
        <NotificationSettingsForm />
        <RetentionSettingsForm />
        <div className="grid gap-6 xl:grid-cols-2">
          <LoginForm />
          <PasswordForm />
        </div>
        <ApiTokensCard />
      </div>
    </Screen>
  ),
});
