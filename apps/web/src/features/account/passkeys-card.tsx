import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { Table, Td, TableHead, Tr } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { useAccountError } from './account-errors.ts';
import { useReloadSecondFactors } from './reload-second-factors.ts';
import { RenamePasskeyDialog, type Passkey } from './rename-passkey-dialog.tsx';
import { useAddPasskey } from './use-add-passkey.ts';

/** Whether this browser can create passkeys at all (the dashboard renders in the browser only). */
const canCreatePasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The own passkeys: add one (with an optional name), see when each was used, rename or remove it. */
export function PasskeysCard() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const accountError = useAccountError();
  const reload = useReloadSecondFactors();
  const confirm = useConfirmDelete();
  const heading = useRef<HTMLHeadingElement>(null);
  const passkeys = useQuery(trpc.auth.passkeys.queryOptions()).data ?? [];
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const adding = useAddPasskey();
  const supported = canCreatePasskeys();
  const backToCard = () => heading.current?.focus();
  const remove = useMutation(
    trpc.auth.deletePasskey.mutationOptions({
      onSuccess: () => notify.success(t`Passkey removed`),
      onError: (error) => notify.error(accountError(error, t`The passkey could not be removed. Please try again.`)),
    }),
  );

  return (
    <Card className="space-y-5 p-6">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-navy-900 focus:outline-none">
          <Trans>Passkeys</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            With a passkey you sign in with your fingerprint, face or device PIN: no password to type, and nothing a
            fake site could steal.
          </Trans>
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void adding.add(name.trim()).then((added) => added && setName(''));
        }}
      >
        <div className="min-w-56 flex-1">
          <TextField
            label={<Trans>Name of the new passkey (optional)</Trans>}
            value={name}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            placeholder={t`e.g. Work laptop`}
            disabled={!supported}
          />
        </div>
        <Button
          type="submit"
          busy={adding.busy}
          disabled={!supported}
          icon={<Fingerprint className="size-4" aria-hidden="true" />}
        >
          <Trans>Add a passkey</Trans>
        </Button>
      </form>
      {!supported && (
        <p className="text-sm text-muted">
          <Trans>This browser cannot create passkeys. Please use a current version of your browser.</Trans>
        </p>
      )}
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No passkey yet.</Trans>
        </p>
      ) : (
        <Table caption={t`Your passkeys`}>
          <TableHead columns={[t`Name`, t`Created`, t`Last used`]} actions />
          <tbody>
            {passkeys.map((passkey) => (
              <Tr key={passkey.id} data-testid="passkey-row">
                <Td className="font-medium">
                  {passkey.name}
                  {Boolean(passkey.backed_up) && (
                    <span className="ml-2 rounded-full bg-steel-100 px-2 text-xs font-medium text-navy-800">
                      <Trans>synced</Trans>
                    </span>
                  )}
                </Td>
                <Td className="whitespace-nowrap text-muted">{formatDateTime(passkey.created_at, language)}</Td>
                <Td className="whitespace-nowrap text-muted">
                  {passkey.last_used_at ? formatDateTime(passkey.last_used_at, language) : '—'}
                </Td>
                <Td className="whitespace-nowrap">
                  <Button variant="ghost" size="sm" onClick={() => setRenaming(passkey)}>
                    <Trans>Rename</Trans>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      confirm.ask(() =>
                        // Its row, whose button had focus, goes: the reader goes on from the card's heading.
                        remove.mutate({ id: passkey.id }, { onSuccess: () => void reload().then(backToCard) }),
                      )
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      {passkeys.some((passkey) => passkey.backed_up) && (
        <p className="text-xs text-muted">
          <Trans>Synced: kept by your password manager or cloud account, so it works on your other devices too.</Trans>
        </p>
      )}
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      {confirm.dialog}
    </Card>
  );
}
