import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { notify } from '../../ui/toast.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { EMPTY_DESCRIPTIONS, PartDescriptions } from './part-descriptions.tsx';

/** 'Add Part': an image and three descriptions; an image is required. */
export function AddPartDialog({ link, open, onOpenChange }: { link: PageLink; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const saving = useSaving();
  const [files, setFiles] = useState<File[]>([]);
  const [descriptions, setDescriptions] = useState(EMPTY_DESCRIPTIONS);
  const close = () => {
    setFiles([]);
    setDescriptions(EMPTY_DESCRIPTIONS);
    onOpenChange(false);
  };
  const add = useMutation(trpc.page.addPart.mutationOptions(saving(t`Successfully added`, [trpc.page.byLink.queryKey({ link })], close)));

  const submit = () => {
    if (files.length === 0) {
      notify.error(t`Please select a file first!`);
      return;
    }
    const form = new FormData();
    form.append('link', link);
    form.append('image', files[0]!);
    for (const [key, value] of Object.entries(descriptions)) form.append(key, value);
    add.mutate(form);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={<Trans>Add Part</Trans>} size="lg">
      <div className="space-y-6">
        <ImageUploader label={<Trans>Image</Trans>} multiple={false} files={files} onFilesChange={setFiles} />
        <PartDescriptions value={descriptions} onChange={setDescriptions} />
        <DialogActions onCancel={close} onSubmit={submit} busy={add.isPending} />
      </div>
    </Dialog>
  );
}
