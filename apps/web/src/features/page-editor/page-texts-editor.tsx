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
import { DraftBanner } from '../drafts/draft-banner.tsx';
import { useDraftOf, useDraftSaving } from '../drafts/use-draft.ts';
import { TranslationStates } from '../translations/translation-marks.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { RichTextsPerLanguage } from './rich-texts-per-language.tsx';

const PAGE_FIELDS = fieldNamesOf(pageFields);

/**
 * A page's rich text in German, English and Russian with Update and Save as draft; with a draft, the form shows and
 * saves the draft (DraftBanner publishes or discards it).
 */
export function PageTextsEditor({ link, successMessage }: { link: PageLink; successMessage: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const { data: page } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  // A page never saved has no row yet, so no id, nothing translated, no history and no draft.
  const id = 'id' in page && typeof page.id === 'number' ? page.id : undefined;
  const draft = useDraftOf('page', id);
  // Saved texts arrive with the reloaded page (or draft) and replace the ones in the form.
  const shown = draft ? { ...page, ...draft.values } : page;
  const form = useSchemaForm(pageFields, { values: pick(shown, PAGE_FIELDS) });
  const reload = [trpc.page.byLink.queryKey({ link })];
  const target = fieldErrorTarget(form.setError, PAGE_FIELDS);
  const update = useMutation(trpc.page.update.mutationOptions(saving(successMessage, reload, undefined, target)));
  const { actions, saveDraft } = useDraftSaving({
    entity: 'page',
    id,
    draft,
    form,
    fields: PAGE_FIELDS,
    reload,
    target,
  });
  const submit = form.handleSubmit((values) => update.mutate({ link, ...values }));

  return (
    <Card className="space-y-6 p-6">
      {id !== undefined && <DraftBanner entity="page" id={id} draft={draft} actions={actions} />}
      <TranslationStates entity="page" id={id}>
        <RichTextsPerLanguage control={form.control} field="text" label={(language) => t`Text (${language})`} />
      </TranslationStates>
      <div className="flex flex-wrap justify-end gap-2">
        {id !== undefined && (
          <span className="mr-auto">
            <HistoryButton entity="page" id={id} reload={[trpc.page.byLink.queryKey({ link })]} />
          </span>
        )}
        {draft ? (
          <Button busy={actions.save.isPending} onClick={() => void saveDraft()}>
            <Trans>Save draft</Trans>
          </Button>
        ) : (
          <>
            {id !== undefined && (
              <Button
                variant="secondary"
                busy={actions.save.isPending || draft === undefined}
                onClick={() => void saveDraft()}
              >
                <Trans>Save as draft</Trans>
              </Button>
            )}
            <Button busy={update.isPending} onClick={() => void submit()}>
              <Trans>Update</Trans>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
