import { fieldNamesOf, illustratedFields } from '@tp/schemas';
import type { Trpc } from '../../lib/trpc.ts';

// Both routers have the same procedures with the same inputs (titledRecords on the server); the service one
// stands for both in the types.
type TitledApi = Trpc['service'];

/**
 * Services and spare groups share their server rules and so their dashboard screens. `api` takes the
 * component's `useTRPC()` proxy: there is no module-level one, the server renders many visitors at once.
 */
export const TITLED_KINDS = {
  service: {
    api: (trpc: Trpc): TitledApi => trpc.service,
    list: '/dashboard/services',
    titleLanguage: 'en',
    imagesRequired: true,
  },
  spare: {
    api: (trpc: Trpc) => trpc.spare as unknown as TitledApi,
    list: '/dashboard/data',
    titleLanguage: 'de',
    imagesRequired: false,
  },
} as const;

export type TitledKind = keyof typeof TITLED_KINDS;

/** The fields of the titled form (texts, and whether visitors see it): every one shows its own error. */
export const TITLED_FIELDS = fieldNamesOf(illustratedFields);

/** The queries a new or changed title shows in: the dashboard's list and the public menu. */
export const titledListKeys = (trpc: Trpc, kind: TitledKind) => [
  TITLED_KINDS[kind].api(trpc).listAll.queryKey(),
  trpc.navbar.get.queryKey(),
];
