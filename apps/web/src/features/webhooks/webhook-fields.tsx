import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { EVENT_LABELS, WEBHOOK_EVENTS } from './webhook-events.ts';

/** What the add card and the edit dialog both ask: where, which events, personal data, on or off. */
export interface WebhookFormValues {
  url: string;
  description: string;
  events: string[];
  include_personal_data: boolean;
  enabled: boolean;
}

export function WebhookFields({
  register,
  errors,
  idPrefix,
}: {
  register: UseFormRegister<WebhookFormValues>;
  errors: FieldErrors<WebhookFormValues>;
  idPrefix: string;
}) {
  const { i18n } = useLingui();
  const eventsError = fieldError(errors.events);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={<Trans>Receiver URL</Trans>}
          type="url"
          required
          inputMode="url"
          autoComplete="off"
          placeholder="https://crm.example.com/hooks/turbotech"
          {...register('url')}
          error={fieldError(errors.url)}
        />
        <TextField
          label={<Trans>Description</Trans>}
          autoComplete="off"
          {...register('description')}
          error={fieldError(errors.description)}
        />
      </div>
      <fieldset aria-describedby={eventsError ? `${idPrefix}-events-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-navy-900">
          <Trans>Events</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex cursor-pointer items-start gap-2 text-sm text-navy-900">
              <input
                type="checkbox"
                value={event}
                {...register('events')}
                className="mt-0.5 size-4 shrink-0 rounded accent-steel-600"
              />
              <span>
                {i18n._(EVENT_LABELS[event])}
                <code className="ml-1.5 text-xs text-muted">{event}</code>
              </span>
            </label>
          ))}
        </div>
        {eventsError && (
          <p id={`${idPrefix}-events-error`} className="mt-1 text-sm text-danger">
            {eventsError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-navy-900">
          <input type="checkbox" {...register('include_personal_data')} className="size-4 rounded accent-steel-600" />
          <Trans>Include the sender’s name, e-mail and message</Trans>
        </label>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-navy-900">
          <input type="checkbox" {...register('enabled')} className="size-4 rounded accent-steel-600" />
          <Trans>Active</Trans>
        </label>
      </div>
    </div>
  );
}
