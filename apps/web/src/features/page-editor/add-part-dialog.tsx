import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { pagePartFields } from '@tp/schemas';
import type { PageLink } from '@tp/schemas/company';
import { useState } from 'react';
import type { z } from 'zod';
import { useTRPC } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { notify } from '../../ui/toast.tsx';
import { formDataOf } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { PAGE_PART_FIELDS, PartDescriptions } from './part-descriptions.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

const EMPTY_DESCRIPTIONS: z.input<typeof pagePartFields> = {
  description_de: '',
  description_en: '',
  description_ru: '',
};

/** 'Add Part': an image and three descriptions; an image is required. Closing clears it. */
export function AddPartDialog({
  link,
  open,
  onOpenChange,
}: {
  link: PageLink;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Add Part</Trans>} size="lg">
      <AddPartForm link={link} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content, mounted afresh each time the dialog opens. */
function AddPartForm({ link, onClose }: { link: PageLink; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  const form = useSchemaForm(pagePartFields, { defaultValues: EMPTY_DESCRIPTIONS });
  const add = useMutation(
    trpc.page.createPart.mutationOptions(
      saving(
        t`Successfully added`,
        [trpc.page.byLink.queryKey({ link })],
        onClose,
        fieldErrorTarget(form.setError, PAGE_PART_FIELDS),
      ),
    ),
  );

  const lacksImage = () => {
    if (files.length > 0) return false;
    notify.error(t`Please select a file first!`);
    return true;
  };
  const submit = form.handleSubmit((values) => {
    if (!lacksImage()) add.mutate(formDataOf({ link, ...values }, { image: files.slice(0, 1) }));
  }, lacksImage);

  return (
    <div className="space-y-6">
      <ImageUploader label={<Trans>Image</Trans>} multiple={false} files={files} onFilesChange={setFiles} />
      <PartDescriptions form={form} />
      <DialogActions onCancel={onClose} onSubmit={() => void submit()} busy={add.isPending} />
    </div>
  );
}
