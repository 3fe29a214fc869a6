import { useLingui } from '@lingui/react/macro';
import type { HistoryEntity } from '@tp/schemas';

/** A kind of content record as the dashboard names it ("Spare part", "Page section"). */
export function useEntityLabel() {
  const { t } = useLingui();
  const labels: Record<HistoryEntity, string> = {
    service: t`Service`,
    spare: t`Spare part group`,
    'spare-part': t`Spare part`,
    product: t`Product`,
    property: t`Product property`,
    category: t`Category`,
    partner: t`Partner`,
    page: t`Page`,
    'page-part': t`Page section`,
    settings: t`Settings`,
  };
  return (entity: HistoryEntity) => labels[entity];
}
