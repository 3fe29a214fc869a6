import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { RouterInputs } from '../../lib/router-types.ts';
import { downloadWithToken } from '../../lib/download-with-token.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';

type Filter = RouterInputs['request']['list'] | RouterInputs['quote']['list'];

/**
 * What a list shows (the same filter), as a spreadsheet: the requests (one row per part asked for) or, with
 * `path`, another export (the quotes).
 */
export function RequestDownloads({ filter, path = '/api/request/export' }: { filter: Filter; path?: string }) {
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
      await downloadWithToken(`${path}.${format}${query.size > 0 ? `?${query.toString()}` : ''}`);
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
