import { Trans } from '@lingui/react/macro';
import { Button } from './button.tsx';

/** The footer of a stored record's form: Delete, then Update. */
export function EditActions({
  onDelete,
  onUpdate,
  deleting,
  updating,
}: {
  onDelete: () => void;
  onUpdate: () => void;
  deleting?: boolean;
  updating?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="danger" busy={deleting} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
      <Button busy={updating} onClick={onUpdate}>
        <Trans>Update</Trans>
      </Button>
    </div>
  );
}
