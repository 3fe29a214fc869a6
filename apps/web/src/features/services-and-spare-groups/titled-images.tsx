import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { ImageUploader } from '../../ui/image-uploader.tsx';

interface TitledImagesProps {
  images: string[];
  /** Sends the chosen files; `done` clears the choice once they are stored. */
  onUpload: (files: File[], done: () => void) => void;
  uploading: boolean;
  /** Deletes a stored image (asked for confirmation first). */
  onDelete: (path: string) => void;
}

/** The images of a service or spare group: upload several, delete each after confirmation. */
export function TitledImages({ images, onUpload, uploading, onDelete }: TitledImagesProps) {
  const confirm = useConfirmDelete();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Card className="p-6">
      <ImageUploader
        label={<Trans>Images</Trans>}
        existing={images}
        onDeleteExisting={(path) => confirm.ask(() => onDelete(path))}
        files={files}
        onFilesChange={setFiles}
        onUpload={() => onUpload(files, () => setFiles([]))}
        busy={uploading}
      />
      {confirm.dialog}
    </Card>
  );
}
