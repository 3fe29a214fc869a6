import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { invitationInput, ROLES, type Role, type UserLanguage } from '@tp/schemas';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Table, Td, TableHead, Tr } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { ShownOnce } from '../dashboard/shown-once.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { ROLE_LABELS } from './users-table.tsx';

const LANGUAGES: { value: UserLanguage; label: string }[] = [
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
  { value: 'ru', label: 'Русский' },
];

/**
 * Invite a colleague by e-mail address with a role. With a mail server the link goes by mail; without one it is
 * shown here once, to copy and pass on. Below: the invitations not accepted yet, each withdrawn with one click.
 */
export function InviteCard() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const [link, setLink] = useState<string | null>(null);
  const form = useSchemaForm(invitationInput, {
    defaultValues: { email: '', role: 'editor' as Role, name: '', language: language },
  });
  const reload = [trpc.user.invitations.queryKey()];
  const invitations = useQuery(trpc.user.invitations.queryOptions());
  const withdraw = useMutation(trpc.user.withdrawInvitation.mutationOptions(saving(t`Invitation withdrawn`, reload)));
  const invite = useMutation(
    trpc.user.invite.mutationOptions(
      saving(t`Invitation created`, reload, undefined, fieldErrorTarget(form.setError, ['email', 'role', 'name'])),
    ),
  );

  return (
    <Card className="space-y-5 p-6">
      <div>
        <h2 className="text-lg font-semibold text-navy-900">
          <Trans>Invite a colleague</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            The link lets them choose a password; it is valid for 48 hours and works once. Owners manage everything,
            editors the content, sales the requests and applications.
          </Trans>
        </p>
      </div>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        onSubmit={form.handleSubmit((values) =>
          invite.mutate(values, {
            onSuccess: (created) => {
              setLink(created.link ?? null);
              if (created.mailed) notify.success(t`Invitation sent to ${created.email}`);
              form.reset({ ...values, email: '', name: '' });
            },
          }),
        )}
      >
        <TextField
          label={<Trans>E-mail</Trans>}
          type="email"
          required
          autoComplete="off"
          {...form.register('email')}
          error={fieldError(form.formState.errors.email)}
        />
        <TextField label={<Trans>Name</Trans>} autoComplete="off" {...form.register('name')} />
        <SelectField label={<Trans>Role</Trans>} {...form.register('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>Language of the mail</Trans>} {...form.register('language')}>
          {LANGUAGES.map((each) => (
            <option key={each.value} value={each.value}>
              {each.label}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" busy={invite.isPending} icon={<UserPlus className="size-4" aria-hidden="true" />}>
            <Trans>Invite</Trans>
          </Button>
        </div>
      </form>
      {link && (
        <ShownOnce
          notice={<Trans>No mail server is set up: copy the link and send it yourself. It is shown only now.</Trans>}
          value={link}
          testId="invitation-link"
        />
      )}
      {invitations.data && invitations.data.length > 0 && (
        <Table caption={t`Open invitations`}>
          <TableHead columns={[t`Invited`, t`Role`, t`Valid until`]} actions />
          <tbody>
            {invitations.data.map((invitation) => (
              <Tr key={invitation.id} data-testid="invitation-row">
                <Td>
                  <span className="block font-medium">{invitation.name || invitation.email}</span>
                  {invitation.name && <span className="block text-xs text-muted">{invitation.email}</span>}
                </Td>
                <Td>{i18n._(ROLE_LABELS[invitation.role])}</Td>
                <Td className="whitespace-nowrap text-muted">{formatDateTime(invitation.expires_at, language)}</Td>
                <Td>
                  <Button variant="ghost" size="sm" onClick={() => withdraw.mutate({ id: invitation.id })}>
                    <Trans>Withdraw</Trans>
                  </Button>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
