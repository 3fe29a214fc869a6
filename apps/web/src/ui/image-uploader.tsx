import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD } from '@tp/schemas/limits';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { megabytesIn } from '../lib/file-size.ts';
import { uploadedImage } from '../lib/uploaded-image.ts';
import { Button } from './button.tsx';
import { notify } from './toast.tsx';

export interface ImageUploaderProps {
  label: ReactNode;
  /** Several images or one (a new choice replaces the old). */
  multiple?: boolean;
  /** Images already stored, by path; each gets a delete button when `onDeleteExisting` is given. */
  existing?: string[];
  onDeleteExisting?: (path: string) => void;
  /** Chosen files not uploaded yet, previewed 200 px wide. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** When given, an Upload button sends the chosen files right away (edit screens). */
  onUpload?: () => void;
  busy?: boolean;
  invalid?: boolean;
}

function Preview({
  picture,
  onDelete,
  deleteLabel,
}: {
  picture: ReturnType<typeof uploadedImage>;
  onDelete?: () => void;
  deleteLabel: string;
}) {
  return (
    <li className="group relative w-[200px] overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <img {...picture} alt="" className="aspect-[4/3] w-[200px] object-cover" />
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={deleteLabel}
          className="absolute right-2 top-2 flex size-8 items-center justify-center rounded-full bg-white/95 text-danger shadow hover:bg-white"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** Drag-and-drop or click to choose images; previews of stored and chosen ones, each removable. */
export function ImageUploader({
  label,
  multiple = true,
  existing = [],
  onDeleteExisting,
  files,
  onFilesChange,
  onUpload,
  busy,
  invalid,
}: ImageUploaderProps) {
  const { t, i18n } = useLingui();
  const size = megabytesIn(IMAGE_MAX_BYTES, i18n.locale);
  const maxImages = IMAGES_PER_UPLOAD;
  // The server's limits: each image at most IMAGE_MAX_BYTES, at most IMAGES_PER_UPLOAD in one upload.
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (rejected.length > 0) notify.error(t`Only images up to ${size} can be added.`);
    if (!multiple) {
      if (accepted[0]) onFilesChange([accepted[0]]);
      return;
    }
    if (files.length + accepted.length > maxImages)
      notify.error(t`At most ${maxImages} images can be uploaded at once.`);
    if (accepted.length > 0) onFilesChange([...files, ...accepted].slice(0, maxImages));
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'image/*': [] },
    maxSize: IMAGE_MAX_BYTES,
    multiple,
    onDrop,
  });
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-navy-900">{label}</p>
      {(existing.length > 0 || files.length > 0) && (
        <ul className="flex flex-wrap gap-3">
          {existing.map((path) => (
            <Preview
              key={path}
              picture={uploadedImage(path, '200px')}
              onDelete={onDeleteExisting ? () => onDeleteExisting(path) : undefined}
              deleteLabel={t`Delete image`}
            />
          ))}
          {previews.map((src, index) => (
            <Preview
              key={src}
              picture={{ src }}
              onDelete={() => onFilesChange(files.filter((_, i) => i !== index))}
              deleteLabel={t`Remove chosen image`}
            />
          ))}
        </ul>
      )}
      <div
        {...getRootProps({
          className: `flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors ${
            invalid
              ? 'border-danger bg-red-50'
              : isDragActive
                ? 'border-steel-600 bg-steel-50'
                : 'border-slate-300 hover:border-steel-500'
          }`,
        })}
      >
        <input {...getInputProps({ 'aria-label': t`Choose images` })} data-testid="image-input" />
        <ImagePlus className="size-6 text-steel-600" aria-hidden="true" />
        <p className="text-sm font-medium text-navy-900">
          {multiple ? <Trans>Click or drag images here</Trans> : <Trans>Click or drag an image here</Trans>}
        </p>
        <p className="text-xs text-muted">
          <Trans>PNG, JPG, GIF up to {size}</Trans>
        </p>
      </div>
      {onUpload && files.length > 0 && (
        <Button onClick={onUpload} busy={busy} size="sm">
          <Trans>Upload</Trans>
        </Button>
      )}
    </div>
  );
}
