import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { partNumberKey, SEARCH_MIN_LENGTH } from '@tp/schemas/part-number';
import { FormCard } from '../../features/pages/form-card.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RequestForm } from '../../features/requests/request-form.tsx';
import { SearchForm } from '../../features/search/search-form.tsx';
import { SearchResults } from '../../features/search/search-results.tsx';
import { useLanguage } from '../../lib/language.ts';
import { pageTitle, seo } from '../../lib/seo.ts';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';

/** The query from the address; anything else in it stays (a plain function: see routes/dashboard/activity.tsx). */
function searchParams(search: Record<string, unknown>): { q: string } & Record<string, unknown> {
  return {
    ...search,
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
  };
}

const isSearchable = (query: string) => partNumberKey(query).length >= SEARCH_MIN_LENGTH;

export const Route = createFileRoute('/_public/search')({
  validateSearch: searchParams,
  loaderDeps: ({ search }) => ({ q: search.q }),
  // The results come with the page; a refused search (too many) is shown by the page, not as an error.
  loader: async ({ context: { queryClient, trpc, lang }, deps: { q } }) => {
    if (isSearchable(q))
      await queryClient.ensureQueryData(trpc.search.query.queryOptions({ q, lang })).catch(() => undefined);
  },
  head: ({ match: { context, search } }) => ({
    meta: [
      ...seo(context, {
        title: pageTitle(search.q ? context.i18n._(msg`Search: ${search.q}`) : context.i18n._(msg`Search`)),
        description: context.i18n._(
          msg`Find original gas-turbine spare parts by part number, substitute number or description, and ask for them in one inquiry.`,
        ),
      }),
      // Result pages are endless and change with the catalogue: search engines follow their links but list none.
      { name: 'robots', content: 'noindex, follow' },
    ],
  }),
  component: SearchPage,
});

function SearchPage() {
  const { q } = Route.useSearch();
  const query = q.trim();
  return (
    <>
      <PageHeader title={<Trans>Part search</Trans>} eyebrow={<Trans>Spare parts</Trans>}>
        <Trans>Part numbers in any spelling (L29479-G01, l29479 g01), substitute numbers and descriptions.</Trans>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 md:py-14">
        <SearchForm query={query} />
        {query === '' ? null : isSearchable(query) ? <Answer query={query} /> : <TooShort />}
      </div>
    </>
  );
}

function TooShort() {
  return (
    <p className="rounded-lg bg-steel-50 px-4 py-3 text-navy-900" role="status">
      <Trans>Please type at least 3 letters or digits to search.</Trans>
    </p>
  );
}

function Answer({ query }: { query: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const { data, error, isPending } = useQuery({
    ...trpc.search.query.queryOptions({ q: query, lang: language }),
    retry: false,
  });
  if (isPending) return <p className="text-muted" role="status">{t`Searching…`}</p>;
  if (error) {
    return (
      <p className="rounded-lg bg-red-50 px-4 py-3 text-danger" role="alert">
        {httpStatusOf(error) === 429
          ? t`Too many searches. Please wait a minute and try again.`
          : t`The search is not available right now. Please try again in a moment.`}
      </p>
    );
  }
  const found = data.parts.length + data.spares.length + data.services.length + data.products.length;
  return (
    <>
      <p className="text-lg text-navy-900" role="status">
        {found > 0 ? <Trans>Results for “{query}”</Trans> : <Trans>No part or page matches “{query}”.</Trans>}
      </p>
      {found > 0 && <SearchResults result={data} query={query} />}
      {data.parts.length === 0 && <NotListed query={query} />}
    </>
  );
}

/** Nothing in the catalogue: the inquiry form, with the number already in it. */
function NotListed({ query }: { query: string }) {
  const { t } = useLingui();
  return (
    <FormCard
      className="max-w-3xl"
      title={<Trans>We also source parts not listed</Trans>}
      intro={
        <Trans>
          Our catalogue shows only part of what we supply. Send us the number and we will check availability and lead
          time within one working day.
        </Trans>
      }
    >
      <RequestForm comment={t`Part number: ${query}\nQuantity: `} submitLabel={<Trans>Ask for this part</Trans>} />
    </FormCard>
  );
}
