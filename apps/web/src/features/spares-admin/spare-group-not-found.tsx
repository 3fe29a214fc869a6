import { Trans } from '@lingui/react/macro';
import { RecordNotFound } from '../services-and-spare-groups/record-not-found.tsx';

/** A spare-group address whose group does not exist. */
export function SpareGroupNotFound() {
  return (
    <RecordNotFound
      title={<Trans>Spare group</Trans>}
      message={<Trans>This spare group does not exist or has been deleted.</Trans>}
      backTo="/dashboard/data"
      backLabel={<Trans>Back to spare parts</Trans>}
    />
  );
}
