import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { useEffect, useState } from 'react';
import { imageUrl } from '../../lib/seo.ts';
import { trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { PartDescriptions, type Descriptions } from './part-descriptions.tsx';

export interface PagePart extends Descriptions {
  id: number;
  page_id: number;
  image: string | null;
}

/** One part of a page: its image (replaceable), three descriptions, Update and Delete. */
export function PartEditor({ link, part, onDelete }: { link: PageLink; part: PagePart; onDelete: () => void }) {
  const { t } = useLingui();
  const saving = useSaving();
  const reload = [trpc.page.byLink.queryKey({ link })];
  const [descriptions, setDescriptions] = useState<Descriptions>(part);
  const [files, setFiles] = useState<File[]>([]);
  useEffect(() => setDescriptions(part), [part]);
  const update = useMutation(trpc.page.updatePart.mutationOptions(saving(t`Successfully updated`, reload)));
  const replaceImage = useMutation(trpc.page.setPartImage.mutationOptions(saving(t`Successfully updated`, reload, () => setFiles([]))));

  const uploadImage = () => {
    const form = new FormData();
    form.append('id', String(part.id));
    form.append('image', files[0]!);
    replaceImage.mutate(form);
  };

  return (
    <Card className="grid gap-6 p-6 lg:grid-cols-[220px_1fr]" data-testid="page-part">
      <div className="space-y-3">
        {part.image && <img src={imageUrl(part.image)} alt="" className="w-[200px] rounded-lg border border-slate-200 object-cover" />}
        <ImageUploader label={<Trans>Replace image</Trans>} multiple={false} files={files} onFilesChange={setFiles} onUpload={uploadImage} busy={replaceImage.isPending} />
      </div>
      <div className="space-y-4">
        <PartDescriptions value={descriptions} onChange={setDescriptions} />
        <div className="flex justify-end gap-2">
          <Button variant="danger" onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
          <Button busy={update.isPending} onClick={() => update.mutate({ id: part.id, ...descriptions })}>
            <Trans>Update</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
