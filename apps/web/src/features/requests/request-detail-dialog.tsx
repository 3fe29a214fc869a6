import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { RequestQuotes } from '../quotes-admin/request-quotes.tsx';
import { InboxNoteForm } from './inbox-note-form.tsx';
import { RequestLines } from './request-lines.tsx';

type Inquiry = RouterOutputs['request']['list'][number];

/** A reply in the administrator's mail program: the address, a subject, and the inquiry quoted. */
function replyHref(request: Inquiry, subject: string) {
  const quoted = [
    request.text,
    ...request.lines.map(
      (line) => `${line.partnumber} × ${line.quantity}${line.description ? ` (${line.description})` : ''}`,
    ),
  ]
    .filter((text) => text !== '')
    .join('\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `mailto:${encodeURIComponent(request.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`\n\n${quoted}`)}`;
}

/** One inquiry with everything it holds, the team's note to edit, and a reply by e-mail. */
export function RequestDetailDialog({ request, onClose }: { request: Inquiry | null; onClose: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const saving = useSaving();
  const update = useMutation(
    trpc.request.update.mutationOptions(saving(t`Successfully updated`, [trpc.request.pathKey()])),
  );
  if (!request) return null;
  const received = formatDateTime(request.created_at, language);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${request.name} · ${request.company}`} size="lg">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-muted">
          <Trans>Reference</Trans>
        </dt>
        <dd className="font-mono">{request.reference}</dd>
        <dt className="font-medium text-muted">
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <a href={`mailto:${request.email}`} className="text-steel-600 hover:underline">
            {request.email}
          </a>
        </dd>
        <dt className="font-medium text-muted">
          <Trans>Received</Trans>
        </dt>
        <dd>{received}</dd>
        <dt className="font-medium text-muted">
          <Trans>Language</Trans>
        </dt>
        <dd className="uppercase">{request.lang}</dd>
        {request.page && (
          <>
            <dt className="font-medium text-muted">
              <Trans>Sent from</Trans>
            </dt>
            <dd>
              <a
                href={request.page}
                target="_blank"
                rel="noreferrer"
                className="break-all text-steel-600 hover:underline"
                data-testid="request-page"
              >
                {request.page}
              </a>
            </dd>
          </>
        )}
        {request.text && (
          <>
            <dt className="font-medium text-muted">
              <Trans>Comment</Trans>
            </dt>
            <dd className="whitespace-pre-line">{request.text}</dd>
          </>
        )}
      </dl>
      {request.lines.length > 0 && (
        <div className="mt-5">
          <RequestLines lines={request.lines} />
        </div>
      )}
      <RequestQuotes request={request} />
      <InboxNoteForm
        key={request.id}
        separated
        note={request.note}
        busy={update.isPending}
        onSave={(note) => update.mutateAsync({ id: request.id, note })}
        actions={
          <a href={replyHref(request, t`Re: your inquiry of ${received}`)} className={buttonClass('secondary')}>
            <Mail className="size-4" aria-hidden="true" />
            <Trans>Reply by e-mail</Trans>
          </a>
        }
      />
    </Dialog>
  );
}
