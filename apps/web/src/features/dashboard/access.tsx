import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { Role } from '@tp/schemas';
import { Eye, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import type { RouterContext } from '../../router.tsx';

/**
 * The dashboard sections a role may open, beyond what every signed-in user sees. The API refuses everything else
 * with 403 whatever the screen shows (packages/api/src/trpc/procedures.ts); this keeps menus and screens honest.
 */
const SECTION_ROLES: { path: string; roles: readonly Role[] }[] = [
  { path: '/dashboard/requests', roles: ['owner', 'sales'] },
  { path: '/dashboard/activity', roles: ['owner'] },
  { path: '/dashboard/users', roles: ['owner'] },
  { path: '/dashboard/webhooks', roles: ['owner'] },
];

/** Whether a role may open a dashboard address (its section's roles, or any signed-in user). */
export function mayOpen(role: Role, path: string): boolean {
  const section = SECTION_ROLES.find((each) => path === each.path || path.startsWith(`${each.path}/`));
  return !section || section.roles.includes(role);
}

/**
 * Whether a screen's loader may fetch its data: its section is open to the signed-in user's role. A loader of a
 * section the role may not open fetches nothing (the API would answer 403) and the screen shows "no access".
 */
export async function mayLoad(context: Pick<RouterContext, 'queryClient' | 'trpc'>, path: string): Promise<boolean> {
  const me = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
  return mayOpen(me.role, path);
}

/** The signed-in user's role, once known. */
export function useRole(): Role | undefined {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions()).data?.role;
}

/** A role's name in the dashboard's language. */
export function RoleName({ role }: { role: Role }) {
  if (role === 'owner') return <Trans>Owner</Trans>;
  if (role === 'editor') return <Trans>Editor</Trans>;
  return <Trans>Sales</Trans>;
}

/** The sections sales changes things in; every other section it may open (the content) it reads only. */
const SALES_WRITES = ['/dashboard/requests', '/dashboard/settings', '/dashboard/account'];

/** Whether a role only reads what a dashboard address shows (sales, on the content screens). */
export function readsOnly(role: Role, path: string): boolean {
  return role === 'sales' && !SALES_WRITES.some((section) => path === section || path.startsWith(`${section}/`));
}

/**
 * Shows the screen, or "no access" when the address belongs to a section the signed-in user's role does not include.
 * A screen the role only reads comes with its controls disabled (a disabled fieldset takes every field and button
 * inside it) and a line that says why; the API refuses the change anyway.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const role = useRole();
  const path = useRouterState({ select: (state) => state.location.pathname });
  if (role && mayOpen(role, path) && readsOnly(role, path))
    return (
      <>
        <p
          className="mb-6 flex items-center gap-2 rounded-lg bg-steel-100 px-4 py-3 text-sm text-navy-800"
          data-testid="read-only"
        >
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          <Trans>You can read this content. Changing it takes the editor or owner role.</Trans>
        </p>
        <fieldset disabled className="m-0 min-w-0 border-0 p-0">
          {children}
        </fieldset>
      </>
    );
  if (!role || mayOpen(role, path)) return children;
  return (
    <div className="mx-auto mt-10 max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center" role="alert">
      <ShieldOff className="mx-auto size-10 text-steel-600" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold text-navy-900">
        <Trans>No access</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>
          Your role (<RoleName role={role} />) does not include this part of the dashboard. An owner can change your
          role if you need it.
        </Trans>
      </p>
    </div>
  );
}
