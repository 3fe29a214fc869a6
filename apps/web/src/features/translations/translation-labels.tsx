import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** What a translated record is, in the dashboard's language. */
export function EntityLabel({ entity }: { entity: string }): ReactNode {
  switch (entity) {
    case 'service':
      return <Trans>Service</Trans>;
    case 'spare':
      return <Trans>Spare part group</Trans>;
    case 'spare.part':
      return <Trans>Spare part</Trans>;
    case 'partner':
      return <Trans>Partner</Trans>;
    case 'page':
      return <Trans>Page</Trans>;
    case 'page.part':
      return <Trans>Page part</Trans>;
    case 'settings':
      return <Trans>Settings</Trans>;
    default:
      return entity;
  }
}

/** A translated field, in the dashboard's language. */
export function FieldLabel({ field }: { field: string }): ReactNode {
  switch (field) {
    case 'title':
      return <Trans>Title</Trans>;
    case 'text':
      return <Trans>Text</Trans>;
    case 'description':
      return <Trans>Description</Trans>;
    case 'address':
      return <Trans>Address</Trans>;
    case 'footer_text':
      return <Trans>Footer text</Trans>;
    default:
      return field;
  }
}

/** A translation's state as a coloured badge. */
export function StateBadge({ state }: { state: string }) {
  const tone =
    state === 'missing'
      ? 'bg-red-50 text-red-800 ring-red-200'
      : state === 'outdated'
        ? 'bg-amber-50 text-amber-900 ring-amber-200'
        : 'bg-emerald-50 text-emerald-800 ring-emerald-200';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>
      {state === 'missing' ? (
        <Trans>Missing</Trans>
      ) : state === 'outdated' ? (
        <Trans>Outdated</Trans>
      ) : (
        <Trans>Current</Trans>
      )}
    </span>
  );
}
