import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { productPropertyFields } from '@tp/schemas';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { notify } from '../../ui/toast.tsx';
import { formDataOf } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { RichTextField } from '../dashboard/rich-text-field.tsx';
import { PROPERTY_FIELDS } from './product-values.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

/** 'Add property': an image (required) and a description. Closing clears it. */
export function AddPropertyDialog({
  productId,
  open,
  onOpenChange,
}: {
  productId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Add property</Trans>} size="lg">
      <AddPropertyForm productId={productId} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content, mounted afresh each time the dialog opens. */
function AddPropertyForm({ productId, onClose }: { productId: number; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  const form = useSchemaForm(productPropertyFields, { defaultValues: { description: '', product_id: productId } });
  const add = useMutation(
    trpc.product.createProperty.mutationOptions(
      saving(
        t`Successfully added`,
        [trpc.product.show.queryKey({ id: productId })],
        onClose,
        fieldErrorTarget(form.setError, PROPERTY_FIELDS),
      ),
    ),
  );

  const lacksImage = () => {
    if (files.length > 0) return false;
    notify.error(t`Please select a file first!`);
    return true;
  };
  const submit = form.handleSubmit((values) => {
    if (!lacksImage()) add.mutate(formDataOf(values, { image: files.slice(0, 1) }));
  }, lacksImage);

  return (
    <div className="space-y-6">
      <ImageUploader label={<Trans>Image</Trans>} multiple={false} files={files} onFilesChange={setFiles} />
      <RichTextField control={form.control} name="description" label={<Trans>Description</Trans>} minHeight={110} />
      <DialogActions onCancel={onClose} onSubmit={() => void submit()} busy={add.isPending} />
    </div>
  );
}
