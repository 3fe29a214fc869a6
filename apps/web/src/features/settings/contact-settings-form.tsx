import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { SettingsSection } from './settings-section.tsx';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phone, e-mail, address and footer text shown in the public header and footer. */
export function ContactSettingsForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const [values, setValues] = useState({ phone: '', email: '', address: '', footer_text: '' });
  useEffect(() => {
    if (settings.data) setValues(settings.data);
  }, [settings.data]);
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), data);
        notify.success(t`Successfully updated`);
      },
      onError: (error) => notify.error(serverMessage(error, t`The change could not be saved. Please try again.`)),
    }),
  );
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ ...values, [key]: event.target.value });
  const badEmail = values.email.trim() !== '' && !EMAIL_PATTERN.test(values.email.trim());

  return (
    <SettingsSection
      title={<Trans>Update settings</Trans>}
      description={<Trans>Shown in the header, the footer and on the contacts page.</Trans>}
      busy={save.isPending}
      onSubmit={() => !badEmail && save.mutate(values)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={<Trans>Phone</Trans>} type="tel" value={values.phone} onChange={set('phone')} />
        <TextField label={<Trans>E-mail</Trans>} type="email" value={values.email} onChange={set('email')} error={badEmail ? t`Please enter a valid e-mail address` : undefined} />
      </div>
      <TextField label={<Trans>Address</Trans>} value={values.address} onChange={set('address')} />
      <TextArea label={<Trans>Footer text</Trans>} rows={3} value={values.footer_text} onChange={set('footer_text')} />
    </SettingsSection>
  );
}
