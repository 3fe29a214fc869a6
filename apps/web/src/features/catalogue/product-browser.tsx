import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useLanguage } from '../../lib/language.ts';
import { recordLangOf } from '@tp/schemas/languages';
import { useTRPC } from '../../lib/trpc.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { EmptyState, Table, Td, Th } from '../../ui/table.tsx';
import { CategoryTabs } from './category-tabs.tsx';

const numberFormat = (language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 });

/**
 * The gas-turbine product browser: categories of the current language as tabs (the first selected unless the
 * URL names one), and the selected category's products as a table whose rows open the product page.
 */
export function ProductBrowser({
  category,
  onSelect,
}: {
  category: number | undefined;
  onSelect: (id: number) => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const lang = recordLangOf(language);
  const navigate = useNavigate();
  const categories = useQuery(trpc.category.list.queryOptions({ lang }));
  const list = categories.data ?? [];
  // A category of another language (after a language switch) falls back to the first tab.
  const selected = list.some((c) => c.id === category) ? category : list[0]?.id;
  const products = useQuery({
    ...trpc.product.list.queryOptions({ lang, category: selected }),
    enabled: selected !== undefined,
    placeholderData: keepPreviousData,
  });
  const open = (id: number) => void navigate({ to: '/parts/$id', params: { id: String(id) } });

  if (categories.isPending) return <Spinner className="mx-auto size-6 text-steel-500" />;
  return (
    <section aria-labelledby="products-heading" className="space-y-6">
      <h2 id="products-heading" className="text-2xl font-bold tracking-tight text-navy-900 md:text-3xl">
        <Trans>Our gas turbines</Trans>
      </h2>
      {list.length > 0 && <CategoryTabs categories={list} selected={selected} onSelect={onSelect} />}
      <div
        id="category-panel"
        role="tabpanel"
        aria-labelledby={selected ? `category-tab-${selected}` : undefined}
        aria-busy={products.isFetching}
      >
        {!products.data || products.data.length === 0 ? (
          <EmptyState>
            <Trans>No item</Trans>
          </EmptyState>
        ) : (
          <Table caption={t`Products`}>
            <thead>
              <tr>
                <Th>
                  <Trans>Type</Trans>
                </Th>
                <Th>
                  <Trans>Model</Trans>
                </Th>
                <Th className="text-right">
                  <Trans>Power(MW)</Trans>
                </Th>
                <Th>
                  <span className="sr-only">
                    <Trans>Open</Trans>
                  </span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {products.data.map((product) => (
                <tr
                  key={product.id}
                  tabIndex={0}
                  onClick={() => open(product.id)}
                  onKeyDown={(event) =>
                    (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), open(product.id))
                  }
                  className="cursor-pointer transition-colors hover:bg-steel-50 focus-visible:bg-steel-50"
                  data-testid="product-row"
                  aria-label={t`${product.model}: open product page`}
                >
                  <Td>{product.type}</Td>
                  <Td className="font-semibold text-navy-900">{product.model}</Td>
                  <Td className="text-right tabular-nums">{numberFormat(language).format(product.power)}</Td>
                  <Td className="w-8 text-steel-500">
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </section>
  );
}
