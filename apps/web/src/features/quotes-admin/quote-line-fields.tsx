import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QUOTE_CONDITIONS, QUOTE_CURRENCIES, QUOTE_DOCUMENTS } from '@tp/schemas';
import { partNumberKey, SEARCH_MIN_LENGTH } from '@tp/schemas/part-number';
import type { SiteLang } from '@tp/schemas/languages';
import { useDeferredValue, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTRPC } from '../../lib/trpc.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { CONDITION_LABELS, DOCUMENT_LABELS } from '../quotes/quote-labels.ts';
import type { QuoteFormValues } from './quote-form-values.ts';

/** Numbers typed into a number input: an empty one is no number (the schema says so), not 0. */
const asNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
/** The lead time: empty is ex stock (null). */
const asLeadTime = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * One line of the quote being written: the part (its number found as typed, with the catalogue's parts offered),
 * quantity, price and currency, then condition, lead time, papers and a note.
 */
export function QuoteLineFields({
  index,
  language,
  onRemove,
}: {
  index: number;
  language: SiteLang;
  onRemove?: () => void;
}) {
  const { t, i18n } = useLingui();
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<QuoteFormValues>();
  const lineErrors = errors.lines?.[index];
  const field = (name: keyof QuoteFormValues['lines'][number]) => `lines.${index}.${name}` as const;
  const partnumber = useWatch<QuoteFormValues, `lines.${number}.partnumber`>({ name: `lines.${index}.partnumber` });
  const suggestions = usePartSuggestions(partnumber ?? '', language);
  const listId = useId();

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="quote-line">
      <div className="mb-3 flex items-center justify-between">
        <p className="text-sm font-semibold text-navy-900">
          <Trans>Line {index + 1}</Trans>
        </p>
        {onRemove && <IconButton action="delete" label={t`Remove line ${index + 1}`} onClick={onRemove} />}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(9rem,13rem)_minmax(12rem,1fr)_5.5rem_8rem_6.5rem]">
        <TextField
          label={<Trans>Part number</Trans>}
          list={listId}
          autoComplete="off"
          required
          error={fieldError(lineErrors?.partnumber)}
          {...register(field('partnumber'), {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              // A part chosen from the offered ones brings its description, unless one is written already.
              const chosen = suggestions.find((part) => part.label === event.target.value);
              if (chosen && !getValues(field('description')))
                setValue(field('description'), chosen.detail, { shouldDirty: true });
            },
          })}
        />
        <datalist id={listId}>
          {suggestions.map((part) => (
            <option key={part.id} value={part.label}>
              {part.detail}
            </option>
          ))}
        </datalist>
        <TextField
          label={<Trans>Description</Trans>}
          error={fieldError(lineErrors?.description)}
          {...register(field('description'))}
        />
        <TextField
          label={<Trans>Quantity</Trans>}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          required
          error={fieldError(lineErrors?.quantity)}
          {...register(field('quantity'), { setValueAs: asNumber })}
        />
        <TextField
          label={<Trans>Unit price</Trans>}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          required
          error={fieldError(lineErrors?.unit_price)}
          {...register(field('unit_price'), { setValueAs: asNumber })}
        />
        <SelectField label={<Trans>Currency</Trans>} {...register(field('currency'))}>
          {QUOTE_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(9rem,13rem)_8rem_minmax(14rem,1fr)_minmax(10rem,1fr)]">
        <SelectField label={<Trans>Condition</Trans>} {...register(field('condition'))}>
          {QUOTE_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {i18n._(CONDITION_LABELS[condition])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={<Trans>Lead time (days)</Trans>}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder={t`Ex stock`}
          hint={<Trans>Empty: ex stock</Trans>}
          error={fieldError(lineErrors?.lead_time_days)}
          {...register(field('lead_time_days'), { setValueAs: asLeadTime })}
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-navy-900">
            <Trans>Documents</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {QUOTE_DOCUMENTS.map((document) => (
              <label key={document} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={document}
                  className="size-4 accent-steel-600"
                  {...register(field('documents'))}
                />
                {i18n._(DOCUMENT_LABELS[document])}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label={<Trans>Note</Trans>} error={fieldError(lineErrors?.note)} {...register(field('note'))} />
      </div>
    </li>
  );
}

/** Parts whose number starts like the one typed (the site's search, in the quote's language), once three characters are typed. */
function usePartSuggestions(typed: string, language: SiteLang) {
  const trpc = useTRPC();
  const q = useDeferredValue(typed.trim());
  const { data = [] } = useQuery({
    ...trpc.search.suggest.queryOptions({ q, lang: language }),
    enabled: partNumberKey(q).length >= SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
  return data.filter((suggestion) => suggestion.kind === 'part');
}
