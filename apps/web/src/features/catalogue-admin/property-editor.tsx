import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { productPropertyFields } from '@tp/schemas';
import { useState } from 'react';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { EditActions } from '../../ui/edit-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { formDataOf } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { RichTextField } from '../dashboard/rich-text-field.tsx';
import { PROPERTY_FIELDS } from './product-values.ts';
import type { ProductProperty } from './types.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

/** One property of a product: its image, a description, an optional new image sent with Update; Delete. */
export function PropertyEditor({ property, onDelete }: { property: ProductProperty; onDelete: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  // A saved description arrives with the reloaded product and replaces the one in the form.
  const form = useSchemaForm(productPropertyFields, {
    values: { description: property.description, product_id: property.product_id },
  });
  const reload = [trpc.product.show.queryKey({ id: property.product_id })];
  const update = useMutation(
    trpc.product.updateProperty.mutationOptions(
      saving(t`Successfully updated`, reload, () => setFiles([]), fieldErrorTarget(form.setError, PROPERTY_FIELDS)),
    ),
  );
  const submit = form.handleSubmit((values) =>
    update.mutate(formDataOf({ id: property.id, ...values }, { image: files.slice(0, 1) })),
  );

  return (
    <Card className="grid gap-6 p-6 lg:grid-cols-[220px_1fr]" data-testid="property">
      <div className="space-y-3">
        {property.image_id && (
          <img
            {...uploadedImage(property.image_id, '200px')}
            alt=""
            className="w-[200px] rounded-lg border border-slate-200 object-cover"
          />
        )}
        <ImageUploader label={<Trans>Replace image</Trans>} multiple={false} files={files} onFilesChange={setFiles} />
      </div>
      <div className="space-y-4">
        <RichTextField control={form.control} name="description" label={<Trans>Description</Trans>} minHeight={110} />
        <EditActions
          onDelete={onDelete}
          onUpdate={() => void submit()}
          updating={update.isPending}
          history={<HistoryButton entity="property" id={property.id} reload={reload} />}
        />
      </div>
    </Card>
  );
}
