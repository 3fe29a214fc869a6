import { useLingui } from '@lingui/react/macro';
import type { RequestStatus } from '@tp/schemas';

/** The words for each status of an inquiry, in the administrator's language. */
export function useStatusLabels(): Record<RequestStatus, string> {
  const { t } = useLingui();
  return { new: t`New`, in_progress: t`In progress`, answered: t`Answered`, archived: t`Archived` };
}
