import { Trans, useLingui } from '@lingui/react/macro';
import { plainWords } from '@tp/schemas/plain-text';
import { diffWords } from 'diff';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useFieldLabel } from './field-labels.ts';

type Change = RouterOutputs['history']['byId']['changes'][number];
type Value = Change['before'];

/**
 * A value as a reader compares it: rich text as its words, a number as written, pictures by their file names, a
 * yes/no in words (`hidden`, the one there is, shown as whether visitors see the record).
 */
function readable(value: Value, visible: { yes: string; no: string }): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((path) => path.split('/').at(-1)).join(', ');
  if (typeof value === 'boolean') return value ? visible.no : visible.yes;
  return typeof value === 'number' ? String(value) : plainWords(value);
}

/** What one revision changed, field by field: words taken out struck through in red, words put in green. */
export function RevisionDiff({ changes }: { changes: Change[] }) {
  const { t } = useLingui();
  const label = useFieldLabel();
  const visible = { yes: t`Yes`, no: t`No, hidden` };
  if (changes.length === 0)
    return (
      <p className="text-sm text-muted">
        <Trans>The state before the first recorded change: nothing to compare with.</Trans>
      </p>
    );
  return (
    <dl className="space-y-4" data-testid="revision-diff">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="mb-1 text-sm font-semibold text-navy-900">{label(change.field)}</dt>
          <dd className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed break-words">
            {diffWords(readable(change.before, visible), readable(change.after, visible)).map((part, index) =>
              part.added ? (
                <ins key={index} className="bg-green-100 text-green-900 no-underline" title={t`Added`}>
                  {part.value}
                </ins>
              ) : part.removed ? (
                <del key={index} className="bg-red-100 text-red-900" title={t`Removed`}>
                  {part.value}
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
