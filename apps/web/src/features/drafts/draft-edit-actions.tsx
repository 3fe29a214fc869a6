import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { EditActions } from '../../ui/edit-actions.tsx';
import type { useDraftOf } from './use-draft.ts';

interface DraftEditActionsProps {
  draft: ReturnType<typeof useDraftOf>;
  onDelete: () => void;
  deleting: boolean;
  /** Update: the form's values to the live record. */
  onUpdate: () => void;
  updating: boolean;
  /** Save (as) draft: the form's changes into the draft. */
  onSaveDraft: () => void;
  savingDraft: boolean;
}

/**
 * The footer of an editor whose record can have a draft: without one, Delete, Save as draft and Update; with one, the
 * form shows the draft, and its main button saves into it (DraftBanner publishes it).
 */
export function DraftEditActions({ draft, onSaveDraft, savingDraft, ...live }: DraftEditActionsProps) {
  if (draft)
    return (
      <EditActions
        onDelete={live.onDelete}
        deleting={live.deleting}
        onUpdate={onSaveDraft}
        updating={savingDraft}
        updateLabel={<Trans>Save draft</Trans>}
      />
    );
  return (
    <EditActions
      {...live}
      secondary={
        // Until the draft is read, a save could not name its version.
        <Button variant="secondary" busy={savingDraft || draft === undefined} onClick={onSaveDraft}>
          <Trans>Save as draft</Trans>
        </Button>
      }
    />
  );
}
