import { Trans, useLingui } from '@lingui/react/macro';
import { INCOTERMS } from '@tp/schemas';
import { SITE_LANGS, type SiteLang } from '@tp/schemas/languages';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useLanguage } from '../../lib/language.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { formatMoney } from '../quotes/quote-labels.ts';
import { draftTotals, newLine, type QuoteFormValues } from './quote-form-values.ts';
import { QuoteLineFields } from './quote-line-fields.tsx';

const LANGUAGE_NAMES: Record<SiteLang, string> = { de: 'Deutsch', en: 'English', ru: 'Русский' };

/**
 * The quote being written: its lines (each removable, more added by part number) with their totals per currency,
 * then its terms. Saving is the screen's: a new quote, or a new revision of one.
 */
export function QuoteEditor({
  form,
  onSave,
  saving,
  saveLabel,
  disabled = false,
}: {
  form: UseFormReturn<QuoteFormValues, unknown, unknown>;
  onSave: () => void;
  saving: boolean;
  saveLabel: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const reader = useLanguage();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const quoteLanguage = (useWatch({ control: form.control, name: 'lang' }) as SiteLang | undefined) ?? reader;
  const totals = draftTotals(lines ?? []);
  const errors = form.formState.errors;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <fieldset disabled={disabled} className="space-y-8">
          <section aria-labelledby="quote-lines-heading">
            <h2 id="quote-lines-heading" className="mb-3 text-lg font-bold text-navy-900">
              <Trans>Lines</Trans>
            </h2>
            {errors.lines?.root?.message || errors.lines?.message ? (
              <p role="alert" className="mb-3 text-sm text-danger">
                {fieldError(errors.lines.root ?? errors.lines)}
              </p>
            ) : null}
            <ol className="space-y-3">
              {fields.map((line, index) => (
                <QuoteLineFields
                  key={line.id}
                  index={index}
                  language={quoteLanguage}
                  onRemove={fields.length > 1 ? () => remove(index) : undefined}
                />
              ))}
            </ol>
            <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
              <Button
                variant="secondary"
                size="sm"
                icon={<Plus className="size-4" aria-hidden="true" />}
                onClick={() => append(newLine())}
              >
                <Trans>Add a line</Trans>
              </Button>
              <dl className="min-w-56 space-y-1 text-right" data-testid="quote-draft-totals" aria-live="polite">
                {totals.map(({ currency, total }) => (
                  <div key={currency} className="flex justify-between gap-6 font-semibold text-navy-900">
                    <dt>{t`Total ${currency}`}</dt>
                    <dd className="tabular-nums">{formatMoney(reader, total, currency)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-bold text-navy-900">
              <Trans>Terms</Trans>
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <SelectField label={<Trans>Language of the quote</Trans>} {...form.register('lang')}>
                {SITE_LANGS.map((language) => (
                  <option key={language} value={language}>
                    {LANGUAGE_NAMES[language]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={<Trans>Valid until</Trans>}
                type="date"
                required
                error={fieldError(errors.valid_until)}
                {...form.register('valid_until')}
              />
              <SelectField label={<Trans>Incoterm (2020)</Trans>} {...form.register('incoterm')}>
                {INCOTERMS.map((incoterm) => (
                  <option key={incoterm} value={incoterm}>
                    {incoterm}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={<Trans>Place of delivery</Trans>}
                error={fieldError(errors.incoterm_place)}
                {...form.register('incoterm_place')}
              />
            </div>
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              <TextField
                label={<Trans>Payment terms</Trans>}
                error={fieldError(errors.payment_terms)}
                {...form.register('payment_terms')}
              />
              <TextArea
                label={<Trans>Text for the buyer</Trans>}
                rows={3}
                error={fieldError(errors.text)}
                {...form.register('text')}
              />
            </div>
          </Card>
          <div className="flex justify-end">
            <Button type="submit" size="lg" busy={saving} data-testid="quote-save">
              {saveLabel}
            </Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
