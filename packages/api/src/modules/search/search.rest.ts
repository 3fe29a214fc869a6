import { z } from 'zod';
import { SEARCH_MATCHES, searchInput } from '@tp/schemas';
import { recordKey } from '../../rest/openapi/response-fields.ts';
import { fromBody, fromQuery, restRoute, type RestRoute } from '../../rest/route-table.ts';

const titled = { id: recordKey, title: z.string() };
const partFound = z.object({
  id: recordKey,
  partnumber: z.string(),
  subst_part: z.string(),
  description: z.string().meta({ description: 'In the asked language (another one when that is empty)' }),
  quantity: z.number().int(),
  group: z.object(titled).meta({ description: 'The spare-part group the part is listed in' }),
});
const searchResult = z
  .object({
    parts: z.array(
      partFound.extend({
        matched: z
          .enum(SEARCH_MATCHES)
          .meta({ description: 'What the query matched: the part number, the substitute number or the description' }),
      }),
    ),
    products: z.array(z.object({ ...titled, lang: z.string() })),
    services: z.array(z.object(titled)),
    spares: z.array(z.object(titled)),
  })
  .meta({ id: 'SearchResult' });

export const searchRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/search',
    procedure: 'search.query',
    access: 'public',
    summary:
      'Find parts by number (any spelling, substitutes too) or description, and services, spare groups and products by title; at most 50 each',
    input: fromQuery,
    query: searchInput,
    output: searchResult,
    errorStatuses: [429],
  }),
  restRoute({
    method: 'GET',
    path: '/search/suggest',
    procedure: 'search.suggest',
    access: 'public',
    summary:
      'What the search box suggests while typing: at most 8, parts by number or description first, then spare groups, services and products',
    input: fromQuery,
    query: searchInput,
    output: z
      .array(
        z.object({
          kind: z.enum(['part', 'spares', 'service', 'product']),
          id: recordKey,
          label: z.string().meta({ description: 'The part number, or the title in the asked language' }),
          detail: z
            .string()
            .meta({ description: "A part's description (its group's title when it has none); empty for the others" }),
        }),
      )
      .meta({ id: 'SearchSuggestions' }),
    errorStatuses: [429],
  }),
  restRoute({
    method: 'POST',
    path: '/search/lookup',
    procedure: 'search.lookup',
    access: 'public',
    summary: 'Which of up to 200 part numbers (any spelling, substitutes too) are listed, each with its part or null',
    input: fromBody,
    output: z.array(z.object({ partnumber: z.string(), part: partFound.nullable() })).meta({ id: 'PartLookup' }),
    errorStatuses: [429],
  }),
];
