import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/** Where the signed-in user is signed in: each browser with its address and times; sign one out, or all others. */
export function SessionsCard() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const reload = [trpc.auth.sessions.queryKey()];
  const revoke = useMutation(trpc.auth.revokeSession.mutationOptions(saving(t`Signed out`, reload)));
  const others = useMutation(
    trpc.auth.revokeOtherSessions.mutationOptions(saving(t`Signed out everywhere else`, reload)),
  );
  const hasOthers = (sessions.data ?? []).some((session) => !session.current);

  return (
    <Card className="space-y-5 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-navy-900">
            <Trans>Where you are signed in</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>A sign-in ends after 12 hours without use, and after 30 days in any case.</Trans>
          </p>
        </div>
        {hasOthers && (
          <Button variant="secondary" size="sm" busy={others.isPending} onClick={() => others.mutate()}>
            <Trans>Sign out everywhere else</Trans>
          </Button>
        )}
      </div>
      <ul className="divide-y divide-slate-200" aria-label={t`Sessions`}>
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="session-row">
            <Monitor className="size-5 text-steel-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-navy-900">
                {session.device || t`Unknown browser`}
                {session.current && (
                  <span className="ml-2 rounded-full bg-green-50 px-2 text-xs font-medium text-green-800">
                    <Trans>This browser</Trans>
                  </span>
                )}
              </p>
              <SessionTimes
                ip={session.ip ?? '—'}
                signedIn={formatDateTime(session.created_at, language)}
                lastSeen={formatDateTime(session.last_seen_at, language)}
              />
            </div>
            {!session.current && (
              <Button variant="ghost" size="sm" onClick={() => revoke.mutate({ id: session.id })}>
                <Trans>Sign out</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SessionTimes({ ip, signedIn, lastSeen }: { ip: string; signedIn: string; lastSeen: string }) {
  return (
    <p className="text-xs text-muted">
      <Trans>
        {ip} · signed in {signedIn} · last seen {lastSeen}
      </Trans>
    </p>
  );
}
