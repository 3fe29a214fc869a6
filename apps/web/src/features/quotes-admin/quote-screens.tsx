import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Screen } from '../dashboard/screen.tsx';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { QuoteEditor } from './quote-editor.tsx';
import { quoteFormSchema, valuesFromQuote, valuesFromRequest, type QuoteFormValues } from './quote-form-values.ts';
import { RecordNotFound } from '../services-and-spare-groups/record-not-found.tsx';
import { QuotePanel } from './quote-panel.tsx';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

/** Every field of the editor the server may name in a refusal (lines by their place). */
function editorFields(lineCount: number): FieldPath<QuoteFormValues>[] {
  const lineFields = ['partnumber', 'description', 'quantity', 'unit_price', 'lead_time_days', 'note'] as const;
  return [
    'valid_until',
    'incoterm_place',
    'payment_terms',
    'text',
    'lines',
    ...Array.from({ length: lineCount }, (_, index) =>
      lineFields.map((name): FieldPath<QuoteFormValues> => `lines.${index}.${name}`),
    ).flat(),
  ];
}

function BackToRequests() {
  return (
    <Link to="/dashboard/requests" className={buttonClass('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>Requests</Trans>
    </Link>
  );
}

/** Who the quote is for: the request's reference, buyer and company. */
function QuoteFor({ reference, name, company }: { reference: string; name: string; company: string }): ReactNode {
  return (
    <p className="mb-6 text-muted">
      <Trans>
        For request <span className="font-mono text-navy-900">{reference}</span> from {name}, {company}
      </Trans>
    </p>
  );
}

/** A new quote on a request, its lines taken from the request's: saved, it opens as the quote. */
export function NewQuoteScreen({ requestId }: { requestId: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const saving = useSaving();
  const { data: request } = useSuspenseQuery(trpc.request.byId.queryOptions({ id: requestId }));
  const form = useSchemaForm(quoteFormSchema, { defaultValues: valuesFromRequest(request) });
  const target = fieldErrorTarget(form.setError, editorFields(form.getValues('lines').length));
  const feedback = saving(t`The quote was saved`, [trpc.request.pathKey(), trpc.quote.pathKey()], undefined, target);
  const create = useMutation(
    trpc.quote.create.mutationOptions({
      onError: feedback.onError,
      onSuccess: async (quote) => {
        await feedback.onSuccess();
        await navigate({ to: '/dashboard/requests/quotes/$id', params: { id: String(quote.id) } });
      },
    }),
  );
  return (
    <Screen title={<Trans>New quote</Trans>} actions={<BackToRequests />}>
      <QuoteFor reference={request.reference} name={request.name} company={request.company} />
      <QuoteEditor
        form={form}
        saving={create.isPending}
        saveLabel={<Trans>Save quote</Trans>}
        onSave={() => void form.handleSubmit((values) => create.mutate({ request_id: requestId, ...values }))()}
      />
    </Screen>
  );
}

/**
 * A quote: its current revision in the editor (saving makes the next revision), and beside it where it stands,
 * sending it, its PDF, and its revisions. An accepted quote is shown, not changed.
 */
export function QuoteScreen({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: quote } = useSuspenseQuery(trpc.quote.byId.queryOptions({ id }));
  // The editor starts again from each revision saved (its key), so what it shows is what was stored.
  return (
    <Screen
      title={
        <span className="flex flex-wrap items-center gap-3">
          <span className="font-mono">{quote.number}</span>
          <QuoteStatusBadge status={quote.status} />
        </span>
      }
      actions={<BackToRequests />}
    >
      <QuoteFor reference={quote.request.reference} name={quote.request.name} company={quote.request.company} />
      <div className="grid gap-8 2xl:grid-cols-[1fr_18rem]">
        <RevisionEditor key={`${quote.id}-${quote.revision}`} quote={quote} />
        <QuotePanel quote={quote} />
      </div>
    </Screen>
  );
}

type Quote = RouterOutputs['quote']['byId'];

/** The current revision in the editor: saved, it is the next revision, shown at once (the quote's query set). */
function RevisionEditor({ quote }: { quote: Quote }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saving = useSaving();
  const form = useSchemaForm(quoteFormSchema, { defaultValues: valuesFromQuote(quote) });
  const target = fieldErrorTarget(form.setError, editorFields(form.getValues('lines').length));
  const feedback = saving(
    t`A new revision was saved`,
    [trpc.request.pathKey(), trpc.quote.list.pathKey()],
    undefined,
    target,
  );
  const revise = useMutation(
    trpc.quote.update.mutationOptions({
      onError: feedback.onError,
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.quote.byId.queryKey({ id: quote.id }), saved);
        await feedback.onSuccess();
      },
    }),
  );
  const answered = quote.status === 'accepted';
  return (
    <div>
      {answered && (
        <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <Trans>The buyer has accepted this quote: it can no longer be changed.</Trans>
        </p>
      )}
      <QuoteEditor
        form={form}
        disabled={answered}
        saving={revise.isPending}
        saveLabel={<Trans>Save as revision {quote.revision + 1}</Trans>}
        onSave={() => void form.handleSubmit((values) => revise.mutate({ id: quote.id, ...values }))()}
      />
    </div>
  );
}

/** A quote or request address whose record does not exist. */
export function QuoteNotFound() {
  return (
    <RecordNotFound
      title={<Trans>Quote</Trans>}
      message={<Trans>This quote or request does not exist or has been deleted.</Trans>}
      backTo="/dashboard/requests"
      backLabel={<Trans>Back to requests</Trans>}
    />
  );
}
