import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { notify } from '../../ui/toast.tsx';

export const CV_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
};
const MAX_FILES = 2;
const MAX_BYTES = 10 * 1024 * 1024;

/** 'Click or drag files': up to two CV files, PDF, DOC, DOCX or ODT, 10 MB each (the server checks their content). */
export function CvDropzone({ files, onChange, invalid }: { files: File[]; onChange: (files: File[]) => void; invalid?: boolean }) {
  const { t } = useLingui();
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (rejected.length > 0) notify.error(t`Only PDF, DOC, DOCX or ODT files up to 10 MB can be sent.`);
    const next = [...files, ...accepted].slice(0, MAX_FILES);
    if (files.length + accepted.length > MAX_FILES) notify.error(t`At most 2 files can be sent.`);
    onChange(next);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept: CV_ACCEPT, maxSize: MAX_BYTES, multiple: true, disabled: files.length >= MAX_FILES });
  return (
    <div className="space-y-3">
      <div
        {...getRootProps({
          className: `flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${
            invalid ? 'border-danger bg-red-50' : isDragActive ? 'border-steel-600 bg-steel-50' : 'border-slate-300 hover:border-steel-500'
          } ${files.length >= MAX_FILES ? 'cursor-not-allowed opacity-60' : ''}`,
        })}
        data-testid="cv-dropzone"
      >
        <input {...getInputProps({ 'aria-label': t`CV files` })} />
        <UploadCloud className="size-7 text-steel-600" aria-hidden="true" />
        <p className="font-medium text-navy-900">
          <Trans>Click or drag files</Trans>
        </p>
        <p className="text-sm text-muted">
          <Trans>Up to 2 files: PDF, DOC, DOCX or ODT, 10 MB each</Trans>
        </p>
      </div>
      {files.length > 0 && (
        <ul className="space-y-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-3 rounded-lg bg-steel-50 px-3 py-2 text-sm">
              <FileText className="size-4 shrink-0 text-steel-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-muted">{(file.size / 1024 / 1024).toFixed(1)} MB</span>
              <button type="button" onClick={() => onChange(files.filter((_, i) => i !== index))} className="rounded p-1 hover:bg-steel-100" aria-label={t`Remove ${file.name}`}>
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
