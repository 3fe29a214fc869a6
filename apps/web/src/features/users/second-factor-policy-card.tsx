import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ROLES, type Role } from '@tp/schemas';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { ROLE_LABELS } from './users-table.tsx';

/**
 * Which roles must sign in with a second factor (a passkey, or an authenticator app after the password). Whoever
 * of such a role has neither is taken to set one up at their next sign-in; sessions already open stay.
 */
export function SecondFactorPolicyCard() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const saving = useSaving();
  const policy = useQuery(trpc.auth.secondFactorPolicy.queryOptions());
  // The stored choice until the owner ticks a box; the stored one again once saved.
  const [edited, setEdited] = useState<Role[] | null>(null);
  const chosen = edited ?? policy.data?.roles ?? [];
  const save = useMutation(
    trpc.auth.setSecondFactorPolicy.mutationOptions(
      saving(t`Saved`, [trpc.auth.secondFactorPolicy.queryKey()], () => setEdited(null)),
    ),
  );
  const toggle = (role: Role) =>
    setEdited(chosen.includes(role) ? chosen.filter((each) => each !== role) : [...chosen, role]);

  return (
    <Card className="space-y-5 p-6">
      <div>
        <h2 className="text-lg font-semibold text-navy-900">
          <Trans>Two-step sign-in</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            Users of the chosen roles must sign in with a passkey or with an authenticator app after their password.
            Whoever has neither sets one up at their next sign-in.
          </Trans>
        </p>
      </div>
      <form
        className="flex flex-wrap items-center gap-x-6 gap-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ roles: chosen });
        }}
      >
        <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
          <legend className="sr-only">
            <Trans>Roles that must use a second factor</Trans>
          </legend>
          {ROLES.map((role) => (
            <label key={role} className="flex cursor-pointer items-center gap-2 text-sm font-medium text-navy-900">
              <input
                type="checkbox"
                name="roles"
                value={role}
                checked={chosen.includes(role)}
                onChange={() => toggle(role)}
                className="size-4 rounded accent-steel-600"
              />
              {i18n._(ROLE_LABELS[role])}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={save.isPending} icon={<ShieldCheck className="size-4" aria-hidden="true" />}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Card>
  );
}
