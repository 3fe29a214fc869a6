import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The footer of a stored record's form: its History on the left when given, then Delete and Update. */
export function EditActions({
  onDelete,
  onUpdate,
  deleting,
  updating,
  history,
}: {
  onDelete: () => void;
  onUpdate: () => void;
  deleting?: boolean;
  updating?: boolean;
  history?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {history && <span className="mr-auto">{history}</span>}
      <Button variant="danger" busy={deleting} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
      <Button busy={updating} onClick={onUpdate}>
        <Trans>Update</Trans>
      </Button>
    </div>
  );
}
