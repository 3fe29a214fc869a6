import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * The footer of a stored record's form: its History on the left when given, then Delete, any other action (Save as
 * draft) and Update (or what `updateLabel` names instead).
 */
export function EditActions({
  onDelete,
  onUpdate,
  deleting,
  updating,
  history,
  secondary,
  updateLabel,
}: {
  onDelete: () => void;
  onUpdate: () => void;
  deleting?: boolean;
  updating?: boolean;
  history?: ReactNode;
  secondary?: ReactNode;
  updateLabel?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {history && <span className="mr-auto">{history}</span>}
      <Button variant="danger" busy={deleting} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
      {secondary}
      <Button busy={updating} onClick={onUpdate}>
        {updateLabel ?? <Trans>Update</Trans>}
      </Button>
    </div>
  );
}
