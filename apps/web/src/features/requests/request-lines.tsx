import { Plural, Trans } from '@lingui/react/macro';
import type { RouterOutputs } from '../../lib/router-types.ts';

type RequestLine = RouterOutputs['request']['list'][number]['lines'][number];

/** The parts an inquiry asks for, open at once when they are few; numbers not in the catalogue are marked. */
export function RequestLines({ lines }: { lines: RequestLine[] }) {
  const missing = lines.filter((line) => !line.found).length;
  return (
    <details open={lines.length <= 10} className="group">
      <summary className="cursor-pointer text-sm font-semibold text-navy-900">
        <Plural value={lines.length} one="# part asked for" other="# parts asked for" />
        {missing > 0 && (
          <span className="font-normal text-muted">
            {' · '}
            <Plural value={missing} one="# not in the catalogue" other="# not in the catalogue" />
          </span>
        )}
      </summary>
      <table className="mt-2 w-full max-w-3xl text-sm" data-testid="request-lines">
        <thead className="sr-only">
          <tr>
            <th scope="col">
              <Trans>Part number</Trans>
            </th>
            <th scope="col">
              <Trans>Description</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-t border-slate-100" data-testid="request-line">
              <td className="whitespace-nowrap py-1.5 pr-4 font-mono text-[0.85rem] font-semibold text-navy-900">
                {line.partnumber}
              </td>
              <td className="py-1.5 pr-4">
                {line.found ? (
                  line.description
                ) : (
                  <span className="rounded-full bg-heat-400/20 px-2 py-0.5 text-xs font-semibold text-heat-700">
                    <Trans>not in the catalogue</Trans>
                  </span>
                )}
              </td>
              <td className="py-1.5 text-right tabular-nums">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
