import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { notify } from '../../ui/toast.tsx';
import { TitledTextsFields } from './titled-texts-fields.tsx';
import { appendTitled, EMPTY_TITLED } from './titled-values.ts';

interface AddTitledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Services need an image; spare groups may start without one. */
  imagesRequired: boolean;
  busy: boolean;
  /** Gets images (as `images`), titles and texts as the multipart `create` takes them. */
  onSubmit: (form: FormData) => void;
}

/** 'Add service' and 'Add spare part' (a group): images, titles and descriptions in three languages, Add. Closing clears it. */
export function AddTitledDialog({ open, onOpenChange, title, ...form }: AddTitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <AddTitledForm {...form} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content: mounted afresh each time the dialog opens, so nothing from before remains. */
function AddTitledForm({ imagesRequired, busy, onSubmit, onCancel }: Omit<AddTitledDialogProps, 'open' | 'onOpenChange' | 'title'> & { onCancel: () => void }) {
  const { t } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const [values, setValues] = useState(EMPTY_TITLED);

  const submit = () => {
    if (imagesRequired && files.length === 0) {
      notify.error(t`Please select a file first!`);
      return;
    }
    const form = new FormData();
    for (const file of files) form.append('images', file);
    appendTitled(form, values);
    onSubmit(form);
  };

  return (
    <div className="space-y-6">
      <ImageUploader label={<Trans>Images</Trans>} files={files} onFilesChange={setFiles} />
      <TitledTextsFields values={values} onChange={setValues} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={submit} busy={busy}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </div>
  );
}
