import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import type { Product } from './types.ts';

/** A product's gallery: upload several images, delete each after confirmation. */
export function ProductImages({ product }: { product: Product }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const [files, setFiles] = useState<File[]>([]);
  const reload = [trpc.product.show.queryKey({ id: product.id }), trpc.product.pathKey()];
  const add = useMutation(
    trpc.product.addImage.mutationOptions(saving(t`Successfully updated`, reload, () => setFiles([]))),
  );
  const remove = useMutation(trpc.product.deleteImage.mutationOptions(saving(t`Successfully deleted`, reload)));

  const upload = () => {
    const form = new FormData();
    form.append('id', String(product.id));
    for (const file of files) form.append('image', file);
    add.mutate(form);
  };

  return (
    <Card className="p-6">
      <ImageUploader
        label={<Trans>Images</Trans>}
        existing={product.images}
        onDeleteExisting={(path) => confirm.ask(() => remove.mutate({ id: product.id, path }))}
        files={files}
        onFilesChange={setFiles}
        onUpload={upload}
        busy={add.isPending}
      />
      {confirm.dialog}
    </Card>
  );
}
