import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleHelp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import { inquiryList, type InquiryLine } from './inquiry-list.ts';
import { QuantityInput } from './quantity-input.tsx';

type Lookup = RouterOutputs['search']['lookup'][number]['part'];

/**
 * The lines of the inquiry list, each looked up in the catalogue (one call for all of them) so the buyer sees
 * what is listed and what we will have to source.
 */
export function InquiryLines({ lines }: { lines: InquiryLine[] }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const [found, setFound] = useState(new Map<string, Lookup>());
  const lookup = useMutation(trpc.search.lookup.mutationOptions());
  const numbers = lines.map((line) => line.partnumber);
  const unknown = numbers.filter((partnumber) => !found.has(partnumber));
  const asked = unknown.join('\n');

  useEffect(() => {
    if (asked === '') return;
    lookup.mutate(
      { partnumbers: asked.split('\n'), lang: language },
      {
        onSuccess: (answer) =>
          setFound(
            (current) => new Map([...current, ...answer.map(({ partnumber, part }) => [partnumber, part] as const)]),
          ),
      },
    );
    // `lookup` is a new object every render; the numbers not yet looked up are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, language]);

  return (
    <ul
      aria-label={t`Parts on the inquiry list`}
      className="divide-y divide-slate-100 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
    >
      {lines.map((line) => {
        const part = found.get(line.partnumber);
        return (
          <li
            key={line.partnumber}
            className="grid grid-cols-[1fr_auto_auto] items-start gap-x-3 gap-y-1 px-4 py-3 sm:px-5"
            data-testid="inquiry-line"
          >
            <div className="min-w-0">
              <p className="break-all font-mono text-[0.9rem] font-semibold text-navy-900">{line.partnumber}</p>
              {part ? (
                <p className="text-sm text-navy-900">
                  {part.description || line.description || '—'}
                  <Link
                    to="/part-list/$id"
                    params={{ id: String(part.group.id) }}
                    className="block text-xs font-medium text-steel-700 hover:underline"
                  >
                    {part.group.title}
                    {part.partnumber !== line.partnumber && ` · ${t`listed as ${part.partnumber}`}`}
                  </Link>
                </p>
              ) : part === null ? (
                <p className="flex items-start gap-1.5 text-sm text-muted" data-testid="not-listed">
                  <CircleHelp className="mt-0.5 size-4 shrink-0 text-heat-600" aria-hidden="true" />
                  <Trans>Not in our catalogue: we will check and source it</Trans>
                </p>
              ) : (
                <p className="text-sm text-muted">{line.description ?? '…'}</p>
              )}
            </div>
            <QuantityInput
              value={line.quantity}
              label={t`Quantity of ${line.partnumber}`}
              onChange={(quantity) => inquiryList.setQuantity(line.partnumber, quantity)}
            />
            <IconButton
              action="delete"
              label={t`Remove ${line.partnumber}`}
              onClick={() => inquiryList.remove(line.partnumber)}
            />
          </li>
        );
      })}
    </ul>
  );
}
