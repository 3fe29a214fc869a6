import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ROLES, type Role } from '@tp/schemas';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { Table, Td, TableHead, Tr } from '../../ui/table.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/** Role names for places that take plain text (a select's options). */
export const ROLE_LABELS = {
  owner: msg`Owner`,
  editor: msg`Editor`,
  sales: msg`Sales`,
} as const;

/**
 * The team: each user's role (changed in place), whether they may sign in, when they were last seen; an owner signs
 * a user out everywhere, disables or removes them. The last owner is kept by the server (409 with its reason).
 */
export function UsersTable() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const me = useQuery(trpc.auth.me.queryOptions());
  const users = useQuery(trpc.user.list.queryOptions());
  const reload = [trpc.user.list.queryKey()];
  const update = useMutation(trpc.user.update.mutationOptions(saving(t`Successfully updated`, reload)));
  const signOut = useMutation(trpc.user.signOut.mutationOptions(saving(t`Signed out of every browser`, reload)));
  const remove = useMutation(trpc.user.delete.mutationOptions(saving(t`Successfully deleted`, reload)));

  return (
    <>
      <Table caption={t`Users`}>
        <TableHead columns={[t`User`, t`Role`, t`Last seen`]} actions />
        <tbody>
          {users.data?.map((user) => {
            const who = user.name || user.login;
            const isMe = user.login === me.data?.login;
            return (
              <Tr key={user.id} data-testid="user-row">
                <Td>
                  <span className="block font-medium text-navy-900">
                    {who}
                    {isMe && (
                      <span className="ml-2 text-xs font-normal text-muted">
                        (<Trans>you</Trans>)
                      </span>
                    )}
                  </span>
                  {user.name && <span className="block text-xs text-muted">{user.login}</span>}
                  {user.disabled && (
                    <span className="mt-1 inline-block rounded-full bg-red-50 px-2 text-xs font-medium text-danger">
                      <Trans>Disabled</Trans>
                    </span>
                  )}
                </Td>
                <Td>
                  <select
                    aria-label={t`Role of ${who}`}
                    value={user.role}
                    onChange={(event) => update.mutate({ id: user.id, role: event.target.value as Role })}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {i18n._(ROLE_LABELS[role])}
                      </option>
                    ))}
                  </select>
                </Td>
                <Td className="whitespace-nowrap text-muted">
                  {user.last_seen_at ? formatDateTime(user.last_seen_at, language) : '—'}
                </Td>
                <Td>
                  <div className="flex flex-wrap justify-end gap-1">
                    {!isMe && (
                      <Button variant="ghost" size="sm" onClick={() => signOut.mutate({ id: user.id })}>
                        <Trans>Sign out</Trans>
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => update.mutate({ id: user.id, disabled: !user.disabled })}
                    >
                      {user.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => confirm.ask(() => remove.mutate({ id: user.id }))}
                      aria-label={t`Remove ${who}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                </Td>
              </Tr>
            );
          })}
        </tbody>
      </Table>
      {confirm.dialog}
    </>
  );
}
