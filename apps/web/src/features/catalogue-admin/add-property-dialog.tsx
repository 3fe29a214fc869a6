import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { notify } from '../../ui/toast.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/** 'Add property': an image (required) and a description. */
export function AddPropertyDialog({ productId, open, onOpenChange }: { productId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const close = () => {
    setFiles([]);
    setDescription('');
    onOpenChange(false);
  };
  const add = useMutation(trpc.product.createProperty.mutationOptions(saving(t`Successfully added`, [trpc.product.show.queryKey({ id: productId })], close)));

  const submit = () => {
    if (files.length === 0) {
      notify.error(t`Please select a file first!`);
      return;
    }
    const form = new FormData();
    form.append('image', files[0]!);
    form.append('description', description);
    form.append('product_id', String(productId));
    add.mutate(form);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={<Trans>Add property</Trans>} size="lg">
      <div className="space-y-6">
        <ImageUploader label={<Trans>Image</Trans>} multiple={false} files={files} onFilesChange={setFiles} />
        <RichTextEditor label={<Trans>Description</Trans>} value={description} onChange={setDescription} minHeight={110} />
        <DialogActions onCancel={close} onSubmit={submit} busy={add.isPending} />
      </div>
    </Dialog>
  );
}
