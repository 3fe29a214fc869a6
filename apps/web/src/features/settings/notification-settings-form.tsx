import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SITE_LANGS, type SiteLang } from '@tp/schemas/languages';
import { ANSWER_TIME_MAX } from '@tp/schemas';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { SettingsSection } from './settings-section.tsx';

interface Values {
  emails: string;
  lang: SiteLang;
  acknowledge: boolean;
  answer_time_de: string;
  answer_time_en: string;
  answer_time_ru: string;
}

const LANGUAGE_NAMES: Record<SiteLang, string> = { de: 'Deutsch', en: 'English', ru: 'Русский' };

/** Addresses typed one per line, or separated by commas or spaces. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).filter((address) => address !== '');

/**
 * Who is told of new requests and applications (and in which language), whether visitors get a confirmation,
 * whether a mail server is configured and how sending went, and a test mail.
 */
export function NotificationSettingsForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const { data } = useQuery(trpc.notifications.get.queryOptions());
  const [edited, setEdited] = useState<Values | null>(null);
  const values: Values = edited ?? {
    emails: (data?.emails ?? []).join('\n'),
    lang: data?.lang ?? 'de',
    acknowledge: data?.acknowledge ?? false,
    answer_time_de: data?.answer_time_de ?? '',
    answer_time_en: data?.answer_time_en ?? '',
    answer_time_ru: data?.answer_time_ru ?? '',
  };
  const change = (next: Partial<typeof values>) => setEdited({ ...values, ...next });
  const save = useMutation(
    trpc.notifications.update.mutationOptions(
      saving(t`Successfully updated`, [trpc.notifications.get.queryKey()], () => setEdited(null)),
    ),
  );
  const [testResult, setTestResult] = useState<string | null>(null);
  const test = useMutation(
    trpc.notifications.test.mutationOptions({
      onSuccess: (result) => {
        const text = result.sent
          ? t`Test e-mail sent to ${result.to.join(', ')}.`
          : t`The test e-mail was not sent: ${result.error ?? ''}`;
        setTestResult(text);
        if (result.sent) notify.success(text);
        else notify.error(text);
      },
      onError: () => notify.error(t`The test e-mail could not be requested. Please try again.`),
    }),
  );
  const mail = data?.mail;

  return (
    <SettingsSection
      title={<Trans>E-mail of new requests</Trans>}
      description={
        <Trans>Each new request and job application is e-mailed to these addresses; "Reply" answers the sender.</Trans>
      }
      busy={save.isPending}
      loading={!data}
      onSubmit={() => save.mutate({ ...values, emails: addressesOf(values.emails) })}
    >
      {mail && (
        <p
          className={`rounded-lg px-4 py-3 text-sm ${mail.configured ? 'bg-steel-50 text-navy-900' : 'bg-heat-400/15 text-navy-900'}`}
          data-testid="mail-status"
        >
          {mail.configured ? (
            <Trans>A mail server is configured.</Trans>
          ) : (
            <Trans>No mail server is configured (SMTP_URL): nothing is sent until one is.</Trans>
          )}
          {mail.pending > 0 && <> {t`Waiting to be sent: ${mail.pending}.`}</>}
          {mail.failed > 0 && <> {t`Not delivered: ${mail.failed}.`}</>}
          {mail.last_error && (
            <span className="mt-1 block text-danger">
              <Trans>Last error:</Trans> {mail.last_error}
            </span>
          )}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-[1fr_16rem]">
        <TextArea
          label={<Trans>Addresses (one per line, at most 10)</Trans>}
          rows={3}
          value={values.emails}
          onChange={(event) => change({ emails: event.target.value })}
          placeholder="sales@example.com"
          data-testid="notify-emails"
        />
        <SelectField
          label={<Trans>Language of these e-mails</Trans>}
          value={values.lang}
          onChange={(event) => change({ lang: event.target.value as SiteLang })}
        >
          {SITE_LANGS.map((lang) => (
            <option key={lang} value={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-start gap-3 text-sm text-navy-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-heat-600"
          checked={values.acknowledge}
          onChange={(event) => change({ acknowledge: event.target.checked })}
        />
        <span>
          <Trans>Send visitors a confirmation of their request, in their language</Trans>
          <span className="block text-muted">
            <Trans>Only after the robot check, and at most one an hour per address.</Trans>
          </span>
        </span>
      </label>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-navy-900">
          <Trans>When to expect an answer, as the confirmation says it</Trans>
        </legend>
        <p className="text-sm text-muted">
          <Trans>Left empty, the confirmation says: "We usually answer within one working day."</Trans>
        </p>
        <div className="grid gap-4 lg:grid-cols-3">
          {SITE_LANGS.map((lang) => (
            <TextField
              key={lang}
              label={LANGUAGE_NAMES[lang]}
              lang={lang}
              maxLength={ANSWER_TIME_MAX}
              value={values[`answer_time_${lang}`]}
              onChange={(event) => change({ [`answer_time_${lang}`]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <Button
          variant="secondary"
          busy={test.isPending}
          icon={<MailCheck className="size-4" aria-hidden="true" />}
          onClick={() => test.mutate()}
        >
          <Trans>Send test e-mail</Trans>
        </Button>
        <p className="text-sm text-muted" role="status" data-testid="test-mail-result">
          {testResult ?? <Trans>To the saved addresses.</Trans>}
        </p>
      </div>
    </SettingsSection>
  );
}
