import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ClipboardPaste } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { inquiryList } from './inquiry-list.ts';
import { readPastedLines } from './pasted-lines.ts';

/** Many part numbers at once, typed or pasted from a spreadsheet (number and quantity), added to the list. */
export function PasteLines() {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<{
    added: number;
    skipped: string[];
    full: boolean;
  } | null>(null);

  const add = () => {
    const read = readPastedLines(text);
    let added = 0;
    let full = false;
    const skipped: string[] = [];
    for (const line of read) {
      if ('problem' in line) {
        skipped.push(line.text);
        continue;
      }
      const result = inquiryList.add({
        partnumber: line.partnumber,
        quantity: line.quantity,
      });
      if (result === 'full') full = true;
      else added++;
    }
    setOutcome({ added, skipped, full });
    setText(skipped.join('\n'));
  };

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block font-semibold text-navy-900">
        <Trans>Paste part numbers</Trans>
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        <Trans>
          One per line. A quantity may follow after a tab, semicolon or comma — as copied from a spreadsheet with two
          columns.
        </Trans>
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'L29479-G01\t2\n9236M71P09; 4\n682L528G03'}
        className="w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 font-mono text-sm focus:border-steel-600 focus:outline-none focus:ring-3 focus:ring-steel-500/25"
      />
      <Button
        variant="secondary"
        onClick={add}
        disabled={!text.trim()}
        icon={<ClipboardPaste className="size-4" aria-hidden="true" />}
      >
        <Trans>Add to the list</Trans>
      </Button>
      {outcome && (
        <p className="text-sm text-navy-900" role="status">
          <Plural value={outcome.added} one="# part added or updated." other="# parts added or updated." />{' '}
          {outcome.skipped.length > 0 && (
            <Plural
              value={outcome.skipped.length}
              one="# line left in the box: its quantity is not a whole number."
              other="# lines left in the box: their quantity is not a whole number."
            />
          )}{' '}
          {outcome.full && t`The list is full (200 parts): please send it first.`}
        </p>
      )}
    </div>
  );
}
