import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { COMPANY_NAME } from '@tp/schemas/company';
import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { authStore } from '../../lib/auth.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LogoMark } from '../layout/logo.tsx';
import { AccessGate, mayOpen, RoleName } from './access.tsx';
import { SideMenu } from './side-menu.tsx';
import { useFocusField } from './use-focus-field.ts';

/** The dashboard frame: sticky side menu (a drawer on phones), a top bar with the inbox count and the signed-in login. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  useFocusField();
  const me = useQuery(trpc.auth.me.queryOptions());
  const seesRequests = me.data !== undefined && !me.data.setup_required && mayOpen(me.data.role, '/dashboard/requests');
  const requests = useQuery({ ...trpc.request.list.queryOptions(), enabled: seesRequests });
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const count = requests.data?.length ?? 0;
  useLanguageRemembered();

  const signOut = () => {
    // The token is revoked on the server first; the browser forgets it even if that call fails.
    logout.mutate(undefined, {
      onSettled: () => {
        authStore.signOut();
        void navigate({ to: '/' });
      },
    });
  };

  const menu = <SideMenu onLogout={signOut} loggingOut={logout.isPending} onNavigate={() => setMenuOpen(false)} />;

  return (
    <div className="min-h-dvh bg-steel-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden bg-navy-900 lg:block">
        <div className="sticky top-0 flex h-dvh flex-col overflow-y-auto">
          <div className="flex items-center gap-2.5 px-5 py-5">
            <LogoMark className="size-8" />
            <span className="text-sm font-semibold leading-tight text-white">{COMPANY_NAME}</span>
          </div>
          {menu}
        </div>
      </aside>
      {menuOpen && (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label={t`Dashboard menu`}>
          <div className="absolute inset-0 bg-navy-950/60" onClick={() => setMenuOpen(false)} aria-hidden="true" />
          <div className="absolute inset-y-0 left-0 w-72 overflow-y-auto bg-navy-900">
            <div className="flex items-center justify-between px-5 py-4">
              <span className="text-sm font-semibold text-white">{COMPANY_NAME}</span>
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className="flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/10"
                aria-label={t`Close menu`}
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            {menu}
          </div>
        </div>
      )}
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-8">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            className="flex size-10 items-center justify-center rounded-lg hover:bg-steel-100 lg:hidden"
            aria-label={t`Open menu`}
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          {seesRequests ? (
            <Link
              to="/dashboard/requests"
              data-testid="requests-badge"
              className="whitespace-nowrap rounded-full bg-steel-100 px-3 py-1 text-sm font-medium text-navy-800 hover:bg-steel-300/50"
            >
              <Plural value={count} _0="No requests" one="# request" other="# requests" />
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted">
            <Trans>Signed in as</Trans>{' '}
            <Link
              to="/dashboard/account"
              className="font-semibold text-navy-900 underline-offset-2 hover:underline"
              data-testid="signed-in-as"
            >
              {me.data ? me.data.name || me.data.login : '…'}
            </Link>
            {me.data && (
              <span className="ml-2 rounded-full bg-steel-100 px-2 py-0.5 text-xs font-medium text-navy-800">
                <RoleName role={me.data.role} />
              </span>
            )}
          </p>
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-8">
          <AccessGate>{children}</AccessGate>
        </main>
      </div>
    </div>
  );
}

/**
 * Keeps the user's language (that of their mails: a password reset, a notice) the dashboard's they use now, so a
 * person who switches the dashboard to Russian gets Russian mails from then on.
 */
function useLanguageRemembered() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const me = useQuery(trpc.auth.me.queryOptions()).data;
  const remember = useMutation(
    trpc.user.updateProfile.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    }),
  );
  const stale = me !== undefined && !me.setup_required && me.language !== language;
  useEffect(() => {
    if (stale && !remember.isPending) remember.mutate({ language });
    // Once per difference: the answer refreshes `me`, which ends it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale, language]);
}
