import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  Boxes,
  CalendarClock,
  CircleUser,
  FileText,
  History,
  Flame,
  Handshake,
  Inbox,
  Languages,
  LogOut,
  Mail,
  Package,
  Settings,
  ShieldCheck,
  Tags,
  Trash2,
  UserCog,
  Users,
  Webhook,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { mayOpen } from './access.tsx';

type MenuPath =
  | '/dashboard'
  | '/dashboard/categories'
  | '/dashboard/data'
  | '/dashboard/partners'
  | '/dashboard/services'
  | '/dashboard/requests'
  | '/dashboard/gas-turbina'
  | '/dashboard/privacy-policy'
  | '/dashboard/careers'
  | '/dashboard/contact'
  | '/dashboard/translations'
  | '/dashboard/settings'
  | '/dashboard/schedule'
  | '/dashboard/deleted'
  | '/dashboard/activity'
  | '/dashboard/users'
  | '/dashboard/webhooks'
  | '/dashboard/account';

const ENTRIES: { to: MenuPath; label: ReactNode; icon: ReactNode }[] = [
  { to: '/dashboard', label: <Trans>Products</Trans>, icon: <Package /> },
  { to: '/dashboard/categories', label: <Trans>Categories</Trans>, icon: <Tags /> },
  { to: '/dashboard/data', label: <Trans>Spare Parts</Trans>, icon: <Boxes /> },
  { to: '/dashboard/partners', label: <Trans>Partners</Trans>, icon: <Handshake /> },
  { to: '/dashboard/services', label: <Trans>Services</Trans>, icon: <Wrench /> },
  { to: '/dashboard/requests', label: <Trans>Requests</Trans>, icon: <Inbox /> },
  { to: '/dashboard/gas-turbina', label: <Trans>Gas Turbine</Trans>, icon: <Flame /> },
  { to: '/dashboard/privacy-policy', label: <Trans>Privacy Policy</Trans>, icon: <ShieldCheck /> },
  { to: '/dashboard/careers', label: <Trans>Careers</Trans>, icon: <Users /> },
  { to: '/dashboard/contact', label: <Trans>Contact</Trans>, icon: <Mail /> },
  { to: '/dashboard/translations', label: <Trans>Translations</Trans>, icon: <Languages /> },
  { to: '/dashboard/settings', label: <Trans>Settings</Trans>, icon: <Settings /> },
  { to: '/dashboard/schedule', label: <Trans>Scheduled</Trans>, icon: <CalendarClock /> },
  { to: '/dashboard/deleted', label: <Trans>Recently deleted</Trans>, icon: <Trash2 /> },
  { to: '/dashboard/activity', label: <Trans>Activity</Trans>, icon: <History /> },
  { to: '/dashboard/users', label: <Trans>Users</Trans>, icon: <UserCog /> },
  { to: '/dashboard/webhooks', label: <Trans>Webhooks</Trans>, icon: <Webhook /> },
  { to: '/dashboard/account', label: <Trans>My account</Trans>, icon: <CircleUser /> },
];

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-[0.92rem] font-medium text-steel-100 transition-colors hover:bg-white/10 hover:text-white [&_svg]:size-[1.1rem] [&_svg]:shrink-0';

/** How many requests are new, beside Requests; nothing when none are. */
function NewRequestsBadge() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { data: count = 0 } = useQuery({ ...trpc.request.newCount.queryOptions(), refetchInterval: 60_000 });
  if (count === 0) return null;
  return (
    <span
      className="ml-auto rounded-full bg-heat-600 px-2 text-xs font-bold leading-5 text-white"
      data-testid="new-requests"
      title={t`New requests`}
    >
      {count}
      <span className="sr-only"> {t`new`}</span>
    </span>
  );
}

/** How many texts are missing or outdated in English and Russian together, beside Translations; nothing when none. */
function ToTranslateBadge() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.translation.summary.queryOptions(), refetchInterval: 300_000 });
  const count = data ? data.en.missing + data.en.outdated + data.ru.missing + data.ru.outdated : 0;
  if (count === 0) return null;
  return (
    <span
      className="ml-auto rounded-full bg-steel-600 px-2 text-xs font-bold leading-5 text-white"
      data-testid="to-translate"
      title={t`Texts to translate`}
    >
      {count}
      <span className="sr-only"> {t`to translate`}</span>
    </span>
  );
}

/** The dashboard's sticky side menu, one entry per section, ending with Log out. */
/**
 * The menu's entries the signed-in user's role may open (every entry until the role is known); My account alone
 * for a session that must set up a second factor first.
 */
function useEntries() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions()).data;
  if (me?.setup_required) return ENTRIES.filter((entry) => entry.to === '/dashboard/account');
  return me ? ENTRIES.filter((entry) => mayOpen(me.role, entry.to)) : ENTRIES;
}

export function SideMenu({
  onLogout,
  onNavigate,
  loggingOut,
}: {
  onLogout: () => void;
  onNavigate?: () => void;
  loggingOut: boolean;
}) {
  const { t } = useLingui();
  const entries = useEntries();
  return (
    <nav aria-label={t`Dashboard menu`} className="flex flex-col gap-0.5 p-3">
      {entries.map((entry) => (
        <Link
          key={entry.to}
          to={entry.to}
          onClick={onNavigate}
          className={itemClass}
          activeOptions={{ exact: entry.to === '/dashboard' }}
          activeProps={{
            className: 'bg-white/12 text-white shadow-[inset_3px_0_0_var(--color-heat-500)]',
            'aria-current': 'page',
          }}
        >
          {entry.icon}
          {entry.label}
          {entry.to === '/dashboard/requests' && <NewRequestsBadge />}
          {entry.to === '/dashboard/translations' && <ToTranslateBadge />}
        </Link>
      ))}
      <div className="my-2 border-t border-white/10" />
      <button type="button" onClick={onLogout} disabled={loggingOut} className={itemClass}>
        {loggingOut ? <FileText className="animate-pulse" /> : <LogOut />}
        <Trans>Log out</Trans>
      </button>
    </nav>
  );
}
