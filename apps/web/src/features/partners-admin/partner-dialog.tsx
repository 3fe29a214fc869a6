import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { fieldNamesOf, partnerFields } from '@tp/schemas';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useTRPC, type Trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { notify } from '../../ui/toast.tsx';
import { formDataOf, pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { TranslationStates } from '../translations/translation-marks.tsx';
import type { Partner } from './types.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { RichTextsPerLanguage } from '../page-editor/rich-texts-per-language.tsx';

const PARTNER_FIELDS = fieldNamesOf(partnerFields);
const EMPTY_TEXTS: z.input<typeof partnerFields> = { text_de: '', text_en: '', text_ru: '' };

/** The queries a partner change shows in: the public menu shows Partners only when there is one. */
export const partnerReloadKeys = (trpc: Trpc) => [trpc.partner.pathKey(), trpc.navbar.get.queryKey()];

interface PartnerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  submitLabel: ReactNode;
  /** The partner being edited (its image and texts are shown); none when adding, which then needs an image. */
  partner?: Partner;
}

/** 'Add partner' and 'Edit partner': one image and rich texts DE, EN, RU. Closing clears the chosen image and texts. */
export function PartnerDialog({ open, onOpenChange, title, ...form }: PartnerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <PartnerForm {...form} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content, mounted afresh each time the dialog opens. */
function PartnerForm({
  submitLabel,
  partner,
  onClose,
}: Pick<PartnerDialogProps, 'submitLabel' | 'partner'> & { onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  const form = useSchemaForm(partnerFields, { defaultValues: partner ? pick(partner, PARTNER_FIELDS) : EMPTY_TEXTS });
  const target = fieldErrorTarget(form.setError, PARTNER_FIELDS);
  const create = useMutation(
    trpc.partner.create.mutationOptions(saving(t`Successfully added`, partnerReloadKeys(trpc), onClose, target)),
  );
  const update = useMutation(
    trpc.partner.update.mutationOptions(saving(t`Successfully updated`, partnerReloadKeys(trpc), onClose, target)),
  );

  const lacksImage = () => {
    if (partner || files.length > 0) return false;
    notify.error(t`Please select a file first!`);
    return true;
  };
  const submit = form.handleSubmit((values) => {
    if (lacksImage()) return;
    const image = { image: files.slice(0, 1) };
    if (partner) update.mutate(formDataOf({ id: partner.id, ...values }, image));
    else create.mutate(formDataOf(values, image));
  }, lacksImage);

  return (
    <div className="space-y-6">
      <ImageUploader
        label={<Trans>Image</Trans>}
        multiple={false}
        existing={partner && files.length === 0 ? [partner.image_id] : []}
        files={files}
        onFilesChange={setFiles}
      />
      <TranslationStates entity="partner" id={partner?.id}>
        <RichTextsPerLanguage
          control={form.control}
          field="text"
          label={(language) => t`Text (${language})`}
          minHeight={110}
        />
      </TranslationStates>
      <div className="flex flex-wrap justify-end gap-2">
        {partner && (
          <span className="mr-auto">
            <HistoryButton entity="partner" id={partner.id} reload={partnerReloadKeys(trpc)} onRestored={onClose} />
          </span>
        )}
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void submit()} busy={create.isPending || update.isPending}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
