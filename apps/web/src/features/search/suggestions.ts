import type { RouterOutputs } from '../../lib/router-types.ts';

export type SearchResult = RouterOutputs['search']['query'];

/** One suggestion under the search box: what it shows and where choosing it goes. */
export type Suggestion = { key: string; label: string; detail: string } & (
  | { kind: 'part'; partnumber: string }
  | { kind: 'spares'; id: number }
  | { kind: 'service'; id: number }
  | { kind: 'product'; id: number }
);

const PARTS_SHOWN = 6;
const OTHERS_SHOWN = 2;

/** The first parts, then a few groups, services and products: what fits a dropdown on a phone. */
export function suggestionsOf(result: SearchResult | undefined): Suggestion[] {
  if (!result) return [];
  return [
    ...result.parts.slice(0, PARTS_SHOWN).map((part): Suggestion => ({
      key: `part-${part.id}`,
      kind: 'part',
      partnumber: part.partnumber,
      label: part.partnumber,
      detail: part.description || part.group.title,
    })),
    ...result.spares.slice(0, OTHERS_SHOWN).map((group): Suggestion => ({
      key: `spares-${group.id}`,
      kind: 'spares',
      id: group.id,
      label: group.title,
      detail: '',
    })),
    ...result.services.slice(0, OTHERS_SHOWN).map((service): Suggestion => ({
      key: `service-${service.id}`,
      kind: 'service',
      id: service.id,
      label: service.title,
      detail: '',
    })),
    ...result.products.slice(0, OTHERS_SHOWN).map((product): Suggestion => ({
      key: `product-${product.id}`,
      kind: 'product',
      id: product.id,
      label: product.title,
      detail: '',
    })),
  ];
}
