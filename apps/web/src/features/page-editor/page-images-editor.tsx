import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/** The images of a page: upload several, delete each after confirmation. */
export function PageImagesEditor({ link }: { link: PageLink }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const [files, setFiles] = useState<File[]>([]);
  const { data: page } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  const reload = [trpc.page.byLink.queryKey({ link })];
  const add = useMutation(
    trpc.page.addImage.mutationOptions(saving(t`Successfully updated`, reload, () => setFiles([]))),
  );
  const remove = useMutation(trpc.page.deleteImage.mutationOptions(saving(t`Successfully deleted`, reload)));

  const upload = () => {
    const form = new FormData();
    form.append('link', link);
    for (const file of files) form.append('image', file);
    add.mutate(form);
  };

  return (
    <Card className="p-6">
      <ImageUploader
        label={<Trans>Images</Trans>}
        existing={page.images}
        onDeleteExisting={(path) => confirm.ask(() => remove.mutate({ link, path }))}
        files={files}
        onFilesChange={setFiles}
        onUpload={upload}
        busy={add.isPending}
      />
      {confirm.dialog}
    </Card>
  );
}
