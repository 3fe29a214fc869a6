import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { pagePartFields, type PagePartFields } from '@tp/schemas';
import type { PageLink } from '@tp/schemas/company';
import { useState } from 'react';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { EditActions } from '../../ui/edit-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { PAGE_PART_FIELDS, PartDescriptions } from './part-descriptions.tsx';
import { TranslationStates } from '../translations/translation-marks.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

export interface PagePart extends PagePartFields {
  id: number;
  page_id: number;
  image: string | null;
}

/** One part of a page: its image (replaceable), three descriptions, Update and Delete. */
export function PartEditor({ link, part, onDelete }: { link: PageLink; part: PagePart; onDelete: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const reload = [trpc.page.byLink.queryKey({ link })];
  const [files, setFiles] = useState<File[]>([]);
  // Saved descriptions arrive with the reloaded page and replace the ones in the form.
  const form = useSchemaForm(pagePartFields, { values: pick(part, PAGE_PART_FIELDS) });
  const update = useMutation(
    trpc.page.updatePart.mutationOptions(
      saving(t`Successfully updated`, reload, undefined, fieldErrorTarget(form.setError, PAGE_PART_FIELDS)),
    ),
  );
  const replaceImage = useMutation(
    trpc.page.setPartImage.mutationOptions(saving(t`Successfully updated`, reload, () => setFiles([]))),
  );
  const submit = form.handleSubmit((values) => update.mutate({ id: part.id, ...values }));

  const uploadImage = () => {
    const body = new FormData();
    body.append('id', String(part.id));
    body.append('image', files[0]!);
    replaceImage.mutate(body);
  };

  return (
    <Card className="grid gap-6 p-6 lg:grid-cols-[220px_1fr]" data-testid="page-part">
      <div className="space-y-3">
        {part.image && (
          <img
            {...uploadedImage(part.image, '200px')}
            alt=""
            className="w-[200px] rounded-lg border border-slate-200 object-cover"
          />
        )}
        <ImageUploader
          label={<Trans>Replace image</Trans>}
          multiple={false}
          files={files}
          onFilesChange={setFiles}
          onUpload={uploadImage}
          busy={replaceImage.isPending}
        />
      </div>
      <div className="space-y-4">
        <TranslationStates entity="page.part" id={part.id}>
          <PartDescriptions form={form} />
        </TranslationStates>
        <EditActions
          onDelete={onDelete}
          onUpdate={() => void submit()}
          updating={update.isPending}
          history={<HistoryButton entity="page-part" id={part.id} reload={reload} />}
        />
      </div>
    </Card>
  );
}
