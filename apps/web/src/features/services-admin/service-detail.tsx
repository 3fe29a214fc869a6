import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { Screen } from '../dashboard/screen.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { TitledImages } from './titled-images.tsx';
import { TitledRecordForm } from './titled-record-form.tsx';
import { displayTitle } from './titled-values.ts';

/** A service: its images, titles and descriptions with Update, and Delete (then back to the list). */
export function ServiceDetail({ id }: { id: number }) {
  const { t } = useLingui();
  const saving = useSaving();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: service } = useSuspenseQuery(trpc.service.byId.queryOptions({ id }));
  const byIdKey = trpc.service.byId.queryKey({ id });
  const reload = [byIdKey, trpc.service.list.queryKey(), trpc.navbar.get.queryKey()];
  const addImage = useMutation(trpc.service.addImage.mutationOptions(saving(t`Successfully updated`, reload)));
  const deleteImage = useMutation(trpc.service.deleteImage.mutationOptions(saving(t`Successfully deleted`, reload)));
  const update = useMutation(trpc.service.update.mutationOptions(saving(t`Successfully updated`, reload)));
  const remove = useMutation(
    trpc.service.delete.mutationOptions(
      saving(t`Successfully deleted`, [trpc.service.list.queryKey(), trpc.navbar.get.queryKey()], async () => {
        await navigate({ to: '/dashboard/services' });
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
    <Screen title={displayTitle(service, 'en')}>
      <div className="space-y-6">
        <TitledImages images={service.images} onUpload={upload} uploading={addImage.isPending} onDelete={(path) => deleteImage.mutate({ id, path })} />
        <TitledRecordForm
          record={service}
          onUpdate={(values) => update.mutate({ id, ...values })}
          updating={update.isPending}
          onDelete={() => remove.mutate({ id })}
          deleting={remove.isPending}
        />
      </div>
    </Screen>
  );
}
