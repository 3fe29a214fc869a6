import { Trans, useLingui } from '@lingui/react/macro';
import type { TargetLang } from '@tp/schemas';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { downloadWithToken } from '../../lib/download-with-token.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { ImportTranslationsDialog } from './import-translations-dialog.tsx';

type Format = 'xliff' | 'xlsx';
type Selection = 'todo' | 'all';

/**
 * The round trip with a translation agency for the language on screen: download what is still to translate (or
 * everything) as XLIFF 2.0 for a CAT tool or as a spreadsheet, and import the returned file after a check.
 */
export function TranslationExchange({ lang }: { lang: TargetLang }) {
  const { t } = useLingui();
  const [format, setFormat] = useState<Format>('xliff');
  const [only, setOnly] = useState<Selection>('todo');
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const language = lang === 'en' ? t`English` : t`Russian`;

  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(`/api/translations/export?${new URLSearchParams({ lang, format, only }).toString()}`);
    } catch {
      notify.error(t`The file could not be downloaded.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="translation-exchange"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)"
    >
      <h2 id="translation-exchange" className="text-lg font-semibold text-navy-900">
        <Trans>Work with a translator ({language})</Trans>
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        <Trans>
          Download the texts for a translation agency, then import the file they send back: you see what would change
          before anything is saved. Texts whose German version changed in the meantime are left out.
        </Trans>
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="sm:w-56">
          <SelectField
            label={<Trans>File format</Trans>}
            value={format}
            onChange={(event) => setFormat(event.target.value as Format)}
          >
            <option value="xliff">{t`XLIFF 2.0 (CAT tools)`}</option>
            <option value="xlsx">{t`XLSX (spreadsheet)`}</option>
          </SelectField>
        </div>
        <div className="sm:w-56">
          <SelectField
            label={<Trans>Texts</Trans>}
            value={only}
            onChange={(event) => setOnly(event.target.value as Selection)}
          >
            <option value="todo">{t`Missing and outdated`}</option>
            <option value="all">{t`All texts`}</option>
          </SelectField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={busy}
            icon={<Download className="size-4" aria-hidden="true" />}
            onClick={() => void download()}
          >
            <Trans>Download</Trans>
          </Button>
          <Button
            variant="secondary"
            icon={<Upload className="size-4" aria-hidden="true" />}
            onClick={() => setImporting(true)}
          >
            <Trans>Import translated file</Trans>
          </Button>
        </div>
      </div>
      <ImportTranslationsDialog lang={lang} language={language} open={importing} onOpenChange={setImporting} />
    </section>
  );
}
