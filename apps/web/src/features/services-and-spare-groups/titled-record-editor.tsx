import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { IllustratedFields } from '@tp/schemas';
import { HiddenBadge } from '../dashboard/visibility-field.tsx';
import type { ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Screen } from '../dashboard/screen.tsx';
import { HistoryButton } from '../history/history-button.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { TitledImages } from './titled-images.tsx';
import { TITLED_KINDS, titledListKeys, type TitledKind } from './titled-kinds.ts';
import { TitledRecordForm } from './titled-record-form.tsx';
import { displayTitle } from './titled-values.ts';

export interface TitledRecordEditorProps {
  kind: TitledKind;
  record: IllustratedFields & { id: number; images: string[] };
  /** More sections below the form (a group's parts). */
  children?: ReactNode;
}

/** A service or spare group: images, titles and descriptions with Update, and Delete (then back to the list). */
export function TitledRecordEditor({ kind, record, children }: TitledRecordEditorProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { list, titleLanguage } = TITLED_KINDS[kind];
  const api = TITLED_KINDS[kind].api(trpc);
  const id = record.id;
  const byIdKey = api.show.queryKey({ id });
  // The list shows the images and the public menu the titles.
  const reload = [byIdKey, ...titledListKeys(trpc, kind)];
  const addImage = useMutation(api.addImage.mutationOptions(saving(t`Successfully updated`, reload)));
  const deleteImage = useMutation(api.deleteImage.mutationOptions(saving(t`Successfully deleted`, reload)));
  const remove = useMutation(
    api.delete.mutationOptions(
      saving(t`Successfully deleted`, titledListKeys(trpc, kind), async () => {
        await navigate({ to: list });
        queryClient.removeQueries({ queryKey: byIdKey });
      }),
    ),
  );

  const upload = (files: File[], done: () => void) => {
    const form = new FormData();
    form.append('id', String(id));
    for (const file of files) form.append('image', file);
    addImage.mutate(form, { onSuccess: done });
  };

  return (
    <Screen
      title={
        <span className="inline-flex flex-wrap items-center gap-3">
          {displayTitle(record, titleLanguage)}
          {record.hidden && <HiddenBadge />}
        </span>
      }
      actions={<HistoryButton entity={kind} id={id} reload={reload} />}
    >
      <div className="space-y-6">
        <TitledImages
          images={record.images}
          onUpload={upload}
          uploading={addImage.isPending}
          onDelete={(path) => deleteImage.mutate({ id, path })}
        />
        <TitledRecordForm
          kind={kind}
          record={record}
          onDelete={() => remove.mutate({ id })}
          deleting={remove.isPending}
        />
        {children}
      </div>
    </Screen>
  );
}
