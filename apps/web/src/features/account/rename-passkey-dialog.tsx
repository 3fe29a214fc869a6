import { SubmitForm } from '../../ui/submit-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { useAccountError } from './account-errors.ts';

export type Passkey = RouterOutputs['auth']['passkeys'][number];

/** The longest passkey name the server keeps (passkeyName in @tp/schemas). */
const NAME_MAX = 60;

/** Renames one of the own passkeys; open while `passkey` is set. */
export function RenamePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => !open && onClose()} title={<Trans>Rename passkey</Trans>}>
      {passkey && <RenameForm passkey={passkey} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const accountError = useAccountError();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const rename = useMutation(
    trpc.auth.renamePasskey.mutationOptions({
      onSuccess: async () => {
        notify.success(t`Passkey renamed`);
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.auth.passkeys.queryKey() });
      },
      onError: (failure) => notify.error(accountError(failure, t`The passkey could not be renamed. Please try again.`)),
    }),
  );
  return (
    <SubmitForm
      className="space-y-5"
      onSubmit={() => {
        if (!name.trim()) return setError(t`Enter a name`);
        rename.mutate({ id: passkey.id, name: name.trim() });
      }}
    >
      <TextField
        label={<Trans>Name</Trans>}
        required
        autoFocus
        autoComplete="off"
        maxLength={NAME_MAX}
        value={name}
        onChange={(event) => (setName(event.target.value), setError(undefined))}
        error={error}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={rename.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </SubmitForm>
  );
}
