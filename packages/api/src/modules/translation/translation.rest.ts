import { translationListInput, translationListItem, translationSummary } from '@tp/schemas';
import { z } from 'zod';
import { fromBody, fromQuery, restRoute, type RestRoute } from '../../rest/route-table.ts';

export const translationRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/translations/summary',
    procedure: 'translation.summary',
    access: 'admin',
    summary: 'How many texts are missing, outdated and current in English and Russian',
    output: translationSummary,
  }),
  restRoute({
    method: 'GET',
    path: '/translations',
    procedure: 'translation.list',
    access: 'admin',
    summary: 'The texts of a language still to translate: missing, outdated, or both (todo, the default)',
    input: fromQuery,
    query: translationListInput,
    output: z.array(translationListItem),
  }),
  restRoute({
    method: 'POST',
    path: '/translations/current',
    procedure: 'translation.markCurrent',
    access: 'admin',
    summary: 'Mark an outdated translation as still right, without changing it',
    input: fromBody,
    output: translationListItem,
  }),
];
