import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { titledForm } from '@tp/schemas';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { notify } from '../../ui/toast.tsx';
import { formDataOf } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { TITLED_FIELDS, TITLED_KINDS, titledListKeys, type TitledKind } from './titled-kinds.ts';
import { TitledTextsFields } from './titled-texts-fields.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

const EMPTY: z.input<typeof titledForm> = {
  title_de: '',
  title_en: '',
  title_ru: '',
  text_de: '',
  text_en: '',
  text_ru: '',
  hidden: false,
};

interface AddTitledDialogProps {
  kind: TitledKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
}

/** 'Add service' and 'Add spare part' (a group): images, titles and descriptions in three languages, Add. Closing clears it. */
export function AddTitledDialog({ kind, open, onOpenChange, title }: AddTitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <AddTitledForm kind={kind} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content: mounted afresh each time the dialog opens, so nothing from before remains. */
function AddTitledForm({ kind, onClose }: { kind: TitledKind; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  // Services need an image; spare groups may start without one.
  const { imagesRequired } = TITLED_KINDS[kind];
  const api = TITLED_KINDS[kind].api(trpc);
  const [files, setFiles] = useState<File[]>([]);
  const form = useSchemaForm(titledForm, { defaultValues: EMPTY });
  const create = useMutation(
    api.create.mutationOptions(
      saving(
        t`Successfully added`,
        titledListKeys(trpc, kind),
        onClose,
        fieldErrorTarget(form.setError, TITLED_FIELDS),
      ),
    ),
  );

  const lacksImage = () => {
    if (!imagesRequired || files.length > 0) return false;
    notify.error(t`Please select a file first!`);
    return true;
  };
  const submit = form.handleSubmit((values) => {
    if (!lacksImage()) create.mutate(formDataOf({ ...values, hidden: String(values.hidden) }, { images: files }));
  }, lacksImage);

  return (
    <div className="space-y-6">
      <ImageUploader label={<Trans>Images</Trans>} files={files} onFilesChange={setFiles} />
      <TitledTextsFields form={form} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void submit()} busy={create.isPending}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </div>
  );
}
