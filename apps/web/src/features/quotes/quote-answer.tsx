import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';

type SharedQuote = RouterOutputs['quote']['shared'];

/**
 * The buyer's answer: accept (with their purchase-order number and a comment, both optional) or decline (with a
 * reason). The answer comes back as the quote, which the page then shows as answered.
 */
export function QuoteAnswer({ token, quote }: { token: string; quote: SharedQuote }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<'accept' | 'decline'>('accept');
  const [fields, setFields] = useState({ po_number: '', comment: '', reason: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const answered = {
    onSuccess: (answer: SharedQuote) => {
      setProblem(null);
      queryClient.setQueryData(trpc.quote.shared.queryKey({ token }), answer);
    },
    onError: (error: unknown) =>
      setProblem(
        httpStatusOf(error) === 409
          ? t`This quote can no longer be answered here. Please contact us.`
          : httpStatusOf(error) === 429
            ? t`Too many requests. Please wait a minute and try again.`
            : t`Your answer could not be sent. Please try again or write to us by e-mail.`,
      ),
  };
  const accept = useMutation(trpc.quote.accept.mutationOptions(answered));
  const decline = useMutation(trpc.quote.decline.mutationOptions(answered));
  const set = (field: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields({ ...fields, [field]: event.target.value });

  if (quote.status === 'accepted' || quote.status === 'declined') return <Answered quote={quote} />;
  if (quote.status === 'expired')
    return (
      <p
        role="status"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        data-testid="quote-expired"
      >
        <Trans>
          This quote expired on its last valid day and can no longer be accepted online. Please contact us for a new
          quote.
        </Trans>
      </p>
    );

  return (
    <form
      noValidate
      className="space-y-4"
      aria-describedby={problem ? 'quote-answer-problem' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === 'accept') accept.mutate({ token, po_number: fields.po_number, comment: fields.comment });
        else decline.mutate({ token, reason: fields.reason });
      }}
    >
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">
          <Trans>Your answer</Trans>
        </legend>
        <ChoiceButton checked={choice === 'accept'} onChange={() => setChoice('accept')}>
          <Trans>Accept the quote</Trans>
        </ChoiceButton>
        <ChoiceButton checked={choice === 'decline'} onChange={() => setChoice('decline')}>
          <Trans>Decline the quote</Trans>
        </ChoiceButton>
      </fieldset>
      {choice === 'accept' ? (
        <>
          <TextField
            label={<Trans>Your purchase order number (optional)</Trans>}
            name="po_number"
            maxLength={60}
            value={fields.po_number}
            onChange={set('po_number')}
          />
          <TextArea
            label={<Trans>Comment (optional)</Trans>}
            name="comment"
            rows={3}
            value={fields.comment}
            onChange={set('comment')}
          />
        </>
      ) : (
        <TextArea
          label={<Trans>Why do you decline? (optional)</Trans>}
          name="reason"
          rows={3}
          value={fields.reason}
          onChange={set('reason')}
        />
      )}
      {problem && (
        <p id="quote-answer-problem" role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        variant={choice === 'accept' ? 'primary' : 'secondary'}
        className="w-full sm:w-auto"
        busy={accept.isPending || decline.isPending}
      >
        {choice === 'accept' ? <Trans>Accept quote</Trans> : <Trans>Decline quote</Trans>}
      </Button>
    </form>
  );
}

/** One of the two answers, as a radio that looks like a button (the keyboard moves between them as radios). */
function ChoiceButton({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 font-medium transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-steel-500/40 ${
        checked
          ? 'border-steel-600 bg-steel-50 text-navy-900'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-steel-50'
      }`}
    >
      <input type="radio" name="answer" className="size-4 accent-steel-600" checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

/** The answer given: accepted (with the order number sent) or declined. */
function Answered({ quote }: { quote: SharedQuote }) {
  const accepted = quote.status === 'accepted';
  const Icon = accepted ? CheckCircle2 : XCircle;
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-xl border p-4 ${accepted ? 'border-green-200 bg-green-50 text-green-900' : 'border-slate-200 bg-slate-50 text-slate-800'}`}
      data-testid="quote-answered"
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${accepted ? 'text-success' : 'text-slate-500'}`} aria-hidden="true" />
      <div>
        <p className="font-semibold">
          {accepted ? (
            <Trans>Thank you: you have accepted this quote. We will confirm your order shortly.</Trans>
          ) : (
            <Trans>You have declined this quote. Thank you for letting us know.</Trans>
          )}
        </p>
        {accepted && quote.po_number && (
          <p className="mt-1">
            <Trans>Your purchase order number: {quote.po_number}</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
