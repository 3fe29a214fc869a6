import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextArea } from '../../ui/text-field.tsx';

/**
 * The team's internal note on an inquiry or an application: edited here, saved on demand. `actions` stand beside
 * the save button (the reply by e-mail); `separated` draws a line above it, below the rest of a dialog.
 */
export function InboxNoteForm({
  note,
  busy,
  onSave,
  actions,
  separated = false,
}: {
  note: string;
  busy: boolean;
  onSave: (note: string) => Promise<unknown>;
  actions?: ReactNode;
  separated?: boolean;
}) {
  // null while the stored note is shown unchanged, so that a saved note from the server shows as soon as it arrives.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? note;
  return (
    <form
      className={`space-y-3 ${separated ? 'mt-6 border-t border-slate-100 pt-5' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        // Kept in the box until it is saved: a failed save (its reason shown by the caller) loses nothing typed.
        onSave(shown).then(
          () => setDraft(null),
          () => undefined,
        );
      }}
    >
      <TextArea
        label={<Trans>Internal note (only the team sees it)</Trans>}
        rows={3}
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {actions ?? <span />}
        <Button type="submit" busy={busy} disabled={draft === null || draft === note}>
          <Trans>Save note</Trans>
        </Button>
      </div>
    </form>
  );
}
