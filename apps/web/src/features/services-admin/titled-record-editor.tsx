import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { Screen } from '../dashboard/screen.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { TitledImages } from './titled-images.tsx';
import { TitledRecordForm } from './titled-record-form.tsx';
import { displayTitle, type TitledValues } from './titled-values.ts';

// Services and spare groups share their server rules (titledRecords on the server) and so this screen.
const KINDS = {
  service: { api: trpc.service, list: '/dashboard/services', titleLanguage: 'en' },
  spare: { api: trpc.spare, list: '/dashboard/data', titleLanguage: 'de' },
} as const;

export interface TitledRecordEditorProps {
  kind: keyof typeof KINDS;
  record: TitledValues & { id: number; images: string[] };
  /** More sections below the form (a group's parts). */
  children?: ReactNode;
}

/** A service or spare group: images, titles and descriptions with Update, and Delete (then back to the list). */
export function TitledRecordEditor({ kind, record, children }: TitledRecordEditorProps) {
  const { t } = useLingui();
  const saving = useSaving();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Both routers have the same procedures with the same inputs; the service one stands for both in the types.
  const { api, list, titleLanguage } = KINDS[kind] as unknown as (typeof KINDS)['service'];
  const id = record.id;
  const byIdKey = api.byId.queryKey({ id });
  // The list shows the images and the public menu the titles.
  const reload = [byIdKey, api.list.queryKey(), trpc.navbar.get.queryKey()];
  const addImage = useMutation(api.addImage.mutationOptions(saving(t`Successfully updated`, reload)));
  const deleteImage = useMutation(api.deleteImage.mutationOptions(saving(t`Successfully deleted`, reload)));
  const update = useMutation(api.update.mutationOptions(saving(t`Successfully updated`, reload)));
  const remove = useMutation(
    api.delete.mutationOptions(
      saving(t`Successfully deleted`, [api.list.queryKey(), trpc.navbar.get.queryKey()], async () => {
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
    <Screen title={displayTitle(record, titleLanguage)}>
      <div className="space-y-6">
        <TitledImages images={record.images} onUpload={upload} uploading={addImage.isPending} onDelete={(path) => deleteImage.mutate({ id, path })} />
        <TitledRecordForm
          record={record}
          onUpdate={(values) => update.mutate({ id, ...values })}
          updating={update.isPending}
          onDelete={() => remove.mutate({ id })}
          deleting={remove.isPending}
        />
        {children}
      </div>
    </Screen>
  );
}
