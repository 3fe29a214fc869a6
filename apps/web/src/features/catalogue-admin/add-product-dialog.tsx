import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { ProductFields } from './product-fields.tsx';
import { appendProductFields, EMPTY_PRODUCT, isProductValid } from './product-values.ts';

/** 'Add product': images, the product's fields, Add. Closing clears it. */
export function AddProductDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  const [values, setValues] = useState(EMPTY_PRODUCT);
  const [checked, setChecked] = useState(false);
  const close = () => {
    setFiles([]);
    setValues(EMPTY_PRODUCT);
    setChecked(false);
    onOpenChange(false);
  };
  const add = useMutation(trpc.product.create.mutationOptions(saving(t`Successfully added`, [trpc.product.list.pathKey()], close)));

  const submit = () => {
    setChecked(true);
    if (!isProductValid(values)) return;
    const form = new FormData();
    for (const file of files) form.append('images', file);
    appendProductFields(form, values);
    add.mutate(form);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={<Trans>Add product</Trans>} size="lg">
      <div className="space-y-6">
        <ImageUploader label={<Trans>Images</Trans>} files={files} onFilesChange={setFiles} />
        <ProductFields values={values} onChange={setValues} showProblems={checked} />
        <DialogActions onCancel={close} onSubmit={submit} busy={add.isPending} />
      </div>
    </Dialog>
  );
}
