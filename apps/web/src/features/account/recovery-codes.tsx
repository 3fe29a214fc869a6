import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';

/** Saves a text as a file through a temporary link, as a browser download of generated content must. */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked a task later: by then the click has handed the file to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The ten recovery codes the server answers once (when the app is confirmed or the codes renewed): to copy or
 * download now, as nothing shows them again. "I have saved them" closes the box.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const login = useQuery(trpc.auth.me.queryOptions()).data?.login ?? '';
  // The button that asked for the codes has gone with its view: a keyboard or screen reader user goes on from here.
  useEffect(() => heading.current?.focus(), []);
  const text = `${t`Recovery codes for ${login}. Each code signs you in once instead of a code from the app.`}\n\n${codes.join('\n')}\n`;

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <div>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-amber-950 focus:outline-none">
          <Trans>Your recovery codes</Trans>
        </h3>
        <p className="mt-1 text-sm text-amber-900">
          <Trans>
            Save these codes now: they are shown only once. When your phone is not at hand, each code signs you in once
            instead of a code from the app.
          </Trans>
        </p>
      </div>
      <ul role="list" className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2" data-testid="recovery-codes">
        {codes.map((code) => (
          <li
            key={code}
            className="whitespace-nowrap rounded bg-white px-3 py-1.5 text-center font-mono text-sm text-ink"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => notify.success(t`Copied`),
              () => notify.error(t`Copying is not allowed here. Please download the codes instead.`),
            )
          }
        >
          <Trans>Copy all</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download className="size-4" aria-hidden="true" />}
          onClick={() => downloadText(text, 'recovery-codes.txt')}
        >
          <Trans>Download .txt</Trans>
        </Button>
        <Button
          size="sm"
          className="sm:ml-auto"
          icon={<Check className="size-4" aria-hidden="true" />}
          onClick={onDone}
        >
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </section>
  );
}
