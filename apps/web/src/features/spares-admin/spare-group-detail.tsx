import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { Screen } from '../dashboard/screen.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { TitledImages } from '../services-admin/titled-images.tsx';
import { TitledRecordForm } from '../services-admin/titled-record-form.tsx';
import { displayTitle } from '../services-admin/titled-values.ts';
import { PartsSection } from './parts-section.tsx';

/** A spare group: its images, titles and descriptions with Update and Delete (then back to the list), and its parts. */
export function SpareGroupDetail({ id }: { id: number }) {
  const { t } = useLingui();
  const saving = useSaving();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: group } = useSuspenseQuery(trpc.spare.byId.queryOptions({ id }));
  const byIdKey = trpc.spare.byId.queryKey({ id });
  // The list shows the first image and the public menu the titles.
  const reload = [byIdKey, trpc.spare.list.queryKey(), trpc.navbar.get.queryKey()];
  const addImage = useMutation(trpc.spare.addImage.mutationOptions(saving(t`Successfully updated`, reload)));
  const deleteImage = useMutation(trpc.spare.deleteImage.mutationOptions(saving(t`Successfully deleted`, reload)));
  const update = useMutation(trpc.spare.update.mutationOptions(saving(t`Successfully updated`, reload)));
  const remove = useMutation(
    trpc.spare.delete.mutationOptions(
      saving(t`Successfully deleted`, [trpc.spare.list.queryKey(), trpc.navbar.get.queryKey()], async () => {
        await navigate({ to: '/dashboard/data' });
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
    <Screen title={displayTitle(group, 'de')}>
      <div className="space-y-6">
        <TitledImages images={group.images} onUpload={upload} uploading={addImage.isPending} onDelete={(path) => deleteImage.mutate({ id, path })} />
        <TitledRecordForm
          record={group}
          onUpdate={(values) => update.mutate({ id, ...values })}
          updating={update.isPending}
          onDelete={() => remove.mutate({ id })}
          deleting={remove.isPending}
        />
        <PartsSection group={group} />
      </div>
    </Screen>
  );
}
