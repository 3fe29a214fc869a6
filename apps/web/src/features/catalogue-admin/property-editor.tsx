import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { imageUrl } from '../../lib/seo.ts';
import { trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import type { ProductProperty } from './types.ts';

/** One property of a product: its image, a description, an optional new image sent with Update; Delete. */
export function PropertyEditor({ property, onDelete }: { property: ProductProperty; onDelete: () => void }) {
  const { t } = useLingui();
  const saving = useSaving();
  const [description, setDescription] = useState(property.description);
  const [files, setFiles] = useState<File[]>([]);
  useEffect(() => setDescription(property.description), [property.description]);
  const update = useMutation(
    trpc.product.updateProperty.mutationOptions(saving(t`Successfully updated`, [trpc.product.show.queryKey({ id: property.product_id })], () => setFiles([]))),
  );

  const submit = () => {
    const form = new FormData();
    form.append('id', String(property.id));
    form.append('description', description);
    form.append('product_id', String(property.product_id));
    if (files[0]) form.append('image', files[0]);
    update.mutate(form);
  };

  return (
    <Card className="grid gap-6 p-6 lg:grid-cols-[220px_1fr]" data-testid="property">
      <div className="space-y-3">
        {property.image_id && <img src={imageUrl(property.image_id)} alt="" className="w-[200px] rounded-lg border border-slate-200 object-cover" />}
        <ImageUploader label={<Trans>Replace image</Trans>} multiple={false} files={files} onFilesChange={setFiles} />
      </div>
      <div className="space-y-4">
        <RichTextEditor label={<Trans>Description</Trans>} value={description} onChange={setDescription} minHeight={110} />
        <div className="flex justify-end gap-2">
          <Button variant="danger" onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
          <Button busy={update.isPending} onClick={submit}>
            <Trans>Update</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
