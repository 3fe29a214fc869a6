import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { notify } from '../../ui/toast.tsx';
import { CONTENT_LANGUAGES } from '../page-editor/language-fields.ts';
import type { Partner } from './types.ts';

type Texts = Pick<Partner, 'text_de' | 'text_en' | 'text_ru'>;
const EMPTY_TEXTS: Texts = { text_de: '', text_en: '', text_ru: '' };

interface PartnerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  submitLabel: ReactNode;
  /** The partner being edited (its image and texts are shown); none when adding, which then needs an image. */
  partner?: Partner;
  busy: boolean;
  /** Gets `image` (when one was chosen) and the texts, as the multipart `create` and `update` take them. */
  onSubmit: (form: FormData) => void;
}

/** 'Add partner' and 'Edit partner': one image and rich texts DE, EN, RU. Closing clears the chosen image and texts. */
export function PartnerDialog({ open, onOpenChange, title, ...form }: PartnerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <PartnerForm {...form} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content, mounted afresh each time the dialog opens. */
function PartnerForm({ submitLabel, partner, busy, onSubmit, onCancel }: Omit<PartnerDialogProps, 'open' | 'onOpenChange' | 'title'> & { onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const [texts, setTexts] = useState<Texts>(() => (partner ? { text_de: partner.text_de, text_en: partner.text_en, text_ru: partner.text_ru } : EMPTY_TEXTS));

  const submit = () => {
    if (!partner && files.length === 0) {
      notify.error(t`Please select a file first!`);
      return;
    }
    const form = new FormData();
    if (files[0]) form.append('image', files[0]);
    for (const [key, value] of Object.entries(texts)) form.append(key, value);
    onSubmit(form);
  };

  return (
    <div className="space-y-6">
      <ImageUploader
        label={<Trans>Image</Trans>}
        multiple={false}
        existing={partner && files.length === 0 ? [partner.image_id] : []}
        files={files}
        onFilesChange={setFiles}
      />
      {CONTENT_LANGUAGES.map(({ language, label }) => (
        <RichTextEditor
          key={language}
          label={t`Text (${i18n._(label)})`}
          value={texts[`text_${language}`]}
          onChange={(html) => setTexts((current) => ({ ...current, [`text_${language}`]: html }))}
          minHeight={110}
        />
      ))}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={submit} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
