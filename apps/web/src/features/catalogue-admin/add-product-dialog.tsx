import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { productFields } from '@tp/schemas';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { formDataOf } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { ProductFields } from './product-fields.tsx';
import { EMPTY_PRODUCT, PRODUCT_FIELDS } from './product-values.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

/** 'Add product': images, the product's fields, Add. Closing clears it. */
export function AddProductDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Add product</Trans>} size="lg">
      <AddProductForm onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content, mounted afresh each time the dialog opens. */
function AddProductForm({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  const form = useSchemaForm(productFields, { defaultValues: EMPTY_PRODUCT });
  const add = useMutation(
    trpc.product.create.mutationOptions(
      saving(t`Successfully added`, [trpc.product.pathKey()], onClose, fieldErrorTarget(form.setError, PRODUCT_FIELDS)),
    ),
  );
  const submit = form.handleSubmit((values) =>
    add.mutate(formDataOf({ ...values, hidden: String(values.hidden) }, { images: files })),
  );

  return (
    <div className="space-y-6">
      <ImageUploader label={<Trans>Images</Trans>} files={files} onFilesChange={setFiles} />
      <ProductFields form={form} />
      <DialogActions onCancel={onClose} onSubmit={() => void submit()} busy={add.isPending} />
    </div>
  );
}
