import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { Table, Td, TableHead, Tr } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ShownOnce } from '../dashboard/shown-once.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/** API tokens for scripts (ERP imports, monitoring): create one (its secret is shown once), see when each was used, revoke. */
export function ApiTokensCard() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const tokens = useQuery(trpc.auth.apiTokens.queryOptions());
  const reload = [trpc.auth.apiTokens.queryKey()];
  const create = useMutation(trpc.auth.createApiToken.mutationOptions(saving(t`Successfully added`, reload)));
  const revoke = useMutation(trpc.auth.revokeApiToken.mutationOptions(saving(t`Successfully deleted`, reload)));

  return (
    <Card className="space-y-5 p-6">
      <div>
        <h2 className="text-lg font-semibold text-navy-900">
          <Trans>API tokens</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            For scripts that send requests or keep the catalogue current. Send the token as "Authorization: Bearer …";
            it is valid for one year.
          </Trans>
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          create.mutate({ name: name.trim() }, { onSuccess: (created) => (setSecret(created.token), setName('')) });
        }}
      >
        <div className="min-w-56 flex-1">
          <TextField
            label={<Trans>Name of the new token</Trans>}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t`e.g. ERP import`}
          />
        </div>
        <Button type="submit" busy={create.isPending} icon={<KeyRound className="size-4" aria-hidden="true" />}>
          <Trans>Create token</Trans>
        </Button>
      </form>
      {secret && (
        <ShownOnce
          notice={<Trans>Copy the token now: it is shown only once.</Trans>}
          value={secret}
          testId="new-api-token"
        />
      )}
      {tokens.data && tokens.data.length > 0 && (
        <Table caption={t`API tokens`}>
          <TableHead columns={[t`Name`, t`Created`, t`Last used`, t`Valid until`]} actions />
          <tbody>
            {tokens.data.map((token) => (
              <Tr key={token.id}>
                <Td className="font-medium">{token.name}</Td>
                <Td className="whitespace-nowrap text-muted">{formatDateTime(token.created_at, language)}</Td>
                <Td className="whitespace-nowrap text-muted">
                  {token.last_used_at ? formatDateTime(token.last_used_at, language) : '—'}
                </Td>
                <Td className="whitespace-nowrap text-muted">{formatDateTime(token.expires_at, language)}</Td>
                <Td>
                  <Button variant="ghost" size="sm" onClick={() => confirm.ask(() => revoke.mutate({ id: token.id }))}>
                    <Trans>Revoke</Trans>
                  </Button>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      {confirm.dialog}
    </Card>
  );
}
