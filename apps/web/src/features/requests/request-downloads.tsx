import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { RouterInputs } from '../../lib/router-types.ts';
import { downloadWithToken } from '../../lib/download-with-token.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';

type Filter = RouterInputs['request']['list'];

/** The requests shown (the same filter), as a spreadsheet: one row per part asked for. */
export function RequestDownloads({ filter }: { filter: Filter }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    const query = new URLSearchParams(
      Object.entries(filter ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
    setBusy(format);
    try {
      await downloadWithToken(`/api/request/export.${format}${query.size > 0 ? `?${query.toString()}` : ''}`);
    } catch {
      notify.error(t`The file could not be downloaded.`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        size="sm"
        busy={busy === 'xlsx'}
        icon={<Download className="size-4" aria-hidden="true" />}
        onClick={() => void download('xlsx')}
      >
        <Trans>Download XLSX</Trans>
      </Button>
      <Button variant="ghost" size="sm" busy={busy === 'csv'} onClick={() => void download('csv')}>
        <Trans>Download CSV</Trans>
      </Button>
    </div>
  );
}
