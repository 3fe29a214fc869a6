import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { downloadWithToken } from '../../lib/download-with-token.ts';
import { useLanguage } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { notify } from '../../ui/toast.tsx';
import { showServerError } from '../dashboard/server-field-errors.ts';

type Quote = RouterOutputs['quote']['byId'];

/**
 * Beside the editor: sending the quote (mail with the PDF and the buyer's link; without a mail server the link to
 * pass on), its PDF, the buyer's answer, and the revisions made.
 */
export function QuotePanel({ quote }: { quote: Quote }) {
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const send = useMutation(
    trpc.quote.send.mutationOptions({
      onSuccess: async ({ mailed, link: unsentLink, ...sent }) => {
        queryClient.setQueryData(trpc.quote.byId.queryKey({ id: quote.id }), { ...quote, ...sent });
        setLink(mailed ? null : (unsentLink ?? null));
        notify.success(
          mailed ? t`The quote was sent to ${quote.request.email}` : t`No mail server is set up: pass the link on`,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.request.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.quote.list.pathKey() });
      },
      onError: (error) => showServerError(error, t`The quote could not be sent. Please try again.`),
    }),
  );
  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadWithToken(`/api/quotes/${quote.id}/pdf`);
    } catch {
      notify.error(t`The file could not be downloaded.`);
    } finally {
      setDownloading(false);
    }
  };
  const answered = quote.status === 'accepted' || quote.status === 'declined';

  return (
    <aside
      className="order-first grid content-start gap-4 md:grid-cols-2 2xl:order-last 2xl:grid-cols-1"
      aria-label={t`Sending and revisions`}
    >
      <Card className="space-y-3 p-5">
        {!answered && (
          <Button
            className="w-full"
            busy={send.isPending}
            icon={<Send className="size-4" aria-hidden="true" />}
            onClick={() => send.mutate({ id: quote.id })}
            data-testid="quote-send"
          >
            {quote.sent_at ? <Trans>Send again</Trans> : <Trans>Send to the buyer</Trans>}
          </Button>
        )}
        <Button
          variant="secondary"
          className="w-full"
          busy={downloading}
          icon={<Download className="size-4" aria-hidden="true" />}
          onClick={() => void downloadPdf()}
          data-testid="quote-download-pdf"
        >
          <Trans>Download PDF</Trans>
        </Button>
        <p className="text-sm text-muted">
          <Trans>Sending mails the current revision as a PDF, with a link where the buyer can accept it.</Trans>
        </p>
        {link && (
          <p className="break-all rounded-lg bg-steel-50 p-3 text-sm" data-testid="quote-link">
            <Trans>The buyer's link:</Trans>{' '}
            <a href={link} className="text-steel-600 underline">
              {link}
            </a>
          </p>
        )}
      </Card>
      <Card className="p-5">
        <dl className="space-y-2 text-sm">
          {quote.sent_at && <Fact label={<Trans>Sent</Trans>}>{formatDateTime(quote.sent_at, language)}</Fact>}
          {quote.answered_at && (
            <Fact label={quote.status === 'accepted' ? <Trans>Accepted</Trans> : <Trans>Declined</Trans>}>
              {formatDateTime(quote.answered_at, language)}
            </Fact>
          )}
          {quote.po_number && <Fact label={<Trans>Purchase order</Trans>}>{quote.po_number}</Fact>}
          {quote.buyer_comment && (
            <Fact label={<Trans>Buyer's comment</Trans>}>
              <span className="whitespace-pre-line">{quote.buyer_comment}</span>
            </Fact>
          )}
        </dl>
        <h2 className="mt-4 mb-2 text-sm font-semibold text-navy-900">
          <Trans>Revisions</Trans>
        </h2>
        <ol className="space-y-1 text-sm" data-testid="quote-revisions">
          {quote.revisions.map((revision) => (
            <li key={revision.revision} className="flex justify-between gap-3">
              <span className={revision.revision === quote.revision ? 'font-semibold text-navy-900' : 'text-muted'}>
                <Trans>Revision {revision.revision}</Trans>
              </span>
              <span className="text-muted">{formatDateTime(revision.created_at, language)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </aside>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="text-navy-900">{children}</dd>
    </div>
  );
}
