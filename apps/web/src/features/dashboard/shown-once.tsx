import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';

/** A secret the server answers once (a new API token, an invitation link without a mail server), with Copy. */
export function ShownOnce({ notice, value, testId }: { notice: ReactNode; value: string; testId: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-medium text-amber-900">{notice}</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded bg-white px-3 py-2 font-mono text-sm" data-testid={testId}>
          {value}
        </code>
        <Button
          variant="secondary"
          size="sm"
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() => void navigator.clipboard?.writeText(value).then(() => notify.success(t`Copied`))}
        >
          <Trans>Copy</Trans>
        </Button>
      </div>
    </div>
  );
}
