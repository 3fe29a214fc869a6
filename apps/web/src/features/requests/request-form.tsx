import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { CaptchaCheckbox, useCaptcha } from '../captcha/captcha-checkbox.tsx';
import { HoneypotField, honeypotValue } from '../captcha/honeypot-field.tsx';
import { captchaSolved, fieldErrorsOf } from './form-check.ts';
import { loadFormSchemas, useFormSchemas } from './form-schemas.ts';

const EMPTY = { name: '', company: '', email: '', text: '' };
type Field = keyof typeof EMPTY;

export interface RequestFormProps {
  /** Text put into the comment from outside (a clicked part row); replaces what is there. */
  comment?: string;
  submitLabel?: React.ReactNode;
  /** Parts the inquiry asks for (the inquiry list), sent with it. */
  lines?: { partnumber: string; quantity: number }[];
  /** Called once the inquiry was stored. */
  onSent?: () => void;
}

/** The address of this page as the visitor sees it (language prefix and search included), for the team to open. */
function sentFrom() {
  const page = window.location.pathname + window.location.search;
  return page.length <= 300 ? page : window.location.pathname.slice(0, 300);
}

/** The inquiry form of the contacts page, the pre-order section and the part lists. */
export function RequestForm({ comment, submitLabel, lines = [], onSent }: RequestFormProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const captcha = useCaptcha();
  // A comment given from the start (the number a search did not find) is in the form when it first shows.
  const [values, setValues] = useState({ ...EMPTY, text: comment ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string | true>>>({});
  // The reference of the inquiry last sent from this form: it stays in view (a toast goes), for the buyer to note.
  const [received, setReceived] = useState<string | null>(null);
  const send = useMutation(trpc.request.create.mutationOptions());
  const { checking, schemasForSend } = useFormSchemas(
    t`Your request could not be sent. Please try again or write to us by e-mail.`,
  );

  // A part chosen in the list above fills the comment: adjusted while rendering, as React advises for props.
  const [filledComment, setFilledComment] = useState(comment);
  if (comment !== filledComment) {
    setFilledComment(comment);
    if (comment !== undefined) setValues((current) => ({ ...current, text: comment }));
  }

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues({ ...values, [field]: event.target.value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = async (form: HTMLFormElement) => {
    const schemas = await schemasForSend();
    if (!schemas) return;
    const { requestCreateInput } = schemas;
    // The same schema the server checks with: empty fields turn red, a malformed address says why.
    const checked = requestCreateInput.safeParse({ ...values, lang: language, lines, page: sentFrom() });
    setErrors(fieldErrorsOf<Field>(checked, values.email, t`Please enter a valid e-mail address`));
    if (!captchaSolved(captcha, t`It was not confirmed that you were not a Robot`) || !checked.success) return;
    send.mutate(
      { ...checked.data, captcha_ticket: captcha.ticket!, homepage: honeypotValue(form) },
      {
        onSuccess: (request) => {
          notify.success(t`Successfully sended`);
          setReceived(request.reference);
          setValues(EMPTY);
          setErrors({});
          captcha.reset();
          onSent?.();
        },
        onError: (error) => {
          captcha.reset(); // the ticket is used up
          notify.error(
            httpStatusOf(error) === 403
              ? t`It was not confirmed that you were not a Robot`
              : t`Your request could not be sent. Please try again or write to us by e-mail.`,
          );
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-4"
      // The check is fetched as soon as the visitor starts on the form, so sending does not wait for it.
      onFocus={() => void loadFormSchemas()}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      {received && <Received reference={received} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>Name</Trans>}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label={<Trans>Company</Trans>}
          name="company"
          autoComplete="organization"
          required
          value={values.company}
          onChange={set('company')}
          error={errors.company}
        />
      </div>
      <TextField
        label={<Trans>E-mail</Trans>}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextArea label={<Trans>Comment</Trans>} name="text" rows={4} value={values.text} onChange={set('text')} />
      <HoneypotField />
      <CaptchaCheckbox captcha={captcha} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={send.isPending || checking}>
        {submitLabel ?? <Trans>Submit</Trans>}
      </Button>
    </form>
  );
}

/** What the buyer keeps of a sent inquiry: its reference, to quote on the phone or in mail. */
function Received({ reference }: { reference: string }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      data-testid="request-received"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          <Trans>Thank you, we have received your inquiry.</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            Your reference is <span className="font-mono font-semibold whitespace-nowrap">{reference}</span>. Please
            quote it when you contact us.
          </Trans>
        </p>
      </div>
    </div>
  );
}
