import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { SettingsSection } from './settings-section.tsx';

export function LoginForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.auth.me.queryOptions());
  const [login, setLogin] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (me.data) setLogin(me.data.login);
  }, [me.data]);
  const change = useMutation(
    trpc.auth.changeLogin.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), data);
        notify.success(t`Login successfully updated`);
      },
      onError: (error) => notify.error(serverMessage(error, t`The change could not be saved. Please try again.`)),
    }),
  );
  return (
    <SettingsSection
      title={<Trans>Update login</Trans>}
      busy={change.isPending}
      onSubmit={() => {
        if (!login.trim()) return setMissing(true);
        setMissing(false);
        change.mutate({ login: login.trim() });
      }}
    >
      <TextField label={<Trans>Login</Trans>} required autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} error={missing ? t`Please enter your login` : undefined} />
    </SettingsSection>
  );
}
