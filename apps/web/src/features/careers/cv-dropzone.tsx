import { Trans, useLingui } from '@lingui/react/macro';
import { CV_DOCUMENT_TYPES, CV_KIND_NAMES, CV_MAX_BYTES, CV_MAX_FILES } from '@tp/schemas/limits';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { megabytesIn } from '../../lib/file-size.ts';
import { notify } from '../../ui/toast.tsx';

/** The document kinds the server takes, by type and extension. */
export const CV_ACCEPT = Object.fromEntries(
  Object.entries(CV_DOCUMENT_TYPES).map(([kind, type]) => [type, [`.${kind}`]]),
);

/** The kinds and the largest size of a CV file in the reader's language: 'PDF, DOC, DOCX or ODT' and '10 MB'. */
export const cvFileLimits = (locale: string) => ({
  kinds: new Intl.ListFormat(locale, { type: 'disjunction' }).format(CV_KIND_NAMES),
  size: megabytesIn(CV_MAX_BYTES, locale),
});

/** 'Click or drag files': up to CV_MAX_FILES CV files of the kinds and size the server takes (it checks their content too). */
export function CvDropzone({
  files,
  onChange,
  invalid,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  invalid?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { kinds, size } = cvFileLimits(i18n.locale);
  const maxFiles = CV_MAX_FILES;
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (rejected.length > 0) notify.error(t`Only ${kinds} files up to ${size} can be sent.`);
    const next = [...files, ...accepted].slice(0, maxFiles);
    if (files.length + accepted.length > maxFiles) notify.error(t`At most ${maxFiles} files can be sent.`);
    onChange(next);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: CV_ACCEPT,
    maxSize: CV_MAX_BYTES,
    multiple: true,
    disabled: files.length >= maxFiles,
  });
  return (
    <div className="space-y-3">
      <div
        {...getRootProps({
          className: `flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${
            invalid
              ? 'border-danger bg-red-50'
              : isDragActive
                ? 'border-steel-600 bg-steel-50'
                : 'border-slate-300 hover:border-steel-500'
          } ${files.length >= maxFiles ? 'cursor-not-allowed opacity-60' : ''}`,
        })}
        data-testid="cv-dropzone"
      >
        <input {...getInputProps({ 'aria-label': t`CV files` })} />
        <UploadCloud className="size-7 text-steel-600" aria-hidden="true" />
        <p className="font-medium text-navy-900">
          <Trans>Click or drag files</Trans>
        </p>
        <p className="text-sm text-muted">
          <Trans>
            Up to {maxFiles} files: {kinds}, {size} each
          </Trans>
        </p>
      </div>
      {files.length > 0 && (
        <ul className="space-y-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-3 rounded-lg bg-steel-50 px-3 py-2 text-sm"
            >
              <FileText className="size-4 shrink-0 text-steel-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-muted">{(file.size / 1024 / 1024).toFixed(1)} MB</span>
              <button
                type="button"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="rounded p-1 hover:bg-steel-100"
                aria-label={t`Remove ${file.name}`}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
