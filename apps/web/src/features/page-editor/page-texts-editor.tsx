import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { fieldNamesOf, pageFields } from '@tp/schemas';
import type { PageLink } from '@tp/schemas/company';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { TranslationStates } from '../translations/translation-marks.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { RichTextsPerLanguage } from './rich-texts-per-language.tsx';

const PAGE_FIELDS = fieldNamesOf(pageFields);

/** A page's rich text in German, English and Russian with one Update button. */
export function PageTextsEditor({ link, successMessage }: { link: PageLink; successMessage: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const { data: page } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  // Saved texts arrive with the reloaded page and replace the ones in the form.
  const form = useSchemaForm(pageFields, { values: pick(page, PAGE_FIELDS) });
  const update = useMutation(
    trpc.page.update.mutationOptions(
      saving(
        successMessage,
        [trpc.page.byLink.queryKey({ link })],
        undefined,
        fieldErrorTarget(form.setError, PAGE_FIELDS),
      ),
    ),
  );
  const submit = form.handleSubmit((values) => update.mutate({ link, ...values }));
  // A page never saved has no row yet, so no id, nothing translated and no history.
  const id = 'id' in page && typeof page.id === 'number' ? page.id : undefined;

  return (
    <Card className="space-y-6 p-6">
      <TranslationStates entity="page" id={id}>
        <RichTextsPerLanguage control={form.control} field="text" label={(language) => t`Text (${language})`} />
      </TranslationStates>
      <div className="flex flex-wrap justify-end gap-2">
        {id !== undefined && (
          <span className="mr-auto">
            <HistoryButton entity="page" id={id} reload={[trpc.page.byLink.queryKey({ link })]} />
          </span>
        )}
        <Button busy={update.isPending} onClick={() => void submit()}>
          <Trans>Update</Trans>
        </Button>
      </div>
    </Card>
  );
}
