import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '../../features/catalogue/load-or-not-found.ts';
import { QuotePage } from '../../features/quotes/quote-page.tsx';
import { pageTitle } from '../../lib/seo.ts';

// A quote's private link: rendered on the server for the buyer, never kept by the page cache or a proxy, never
// indexed (apps/server/src/plugins/ssr-app.ts sends the headers). A wrong or expired token is the not-found page.
export const Route = createFileRoute('/_public/quote/$token')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(trpc.quote.shared.queryOptions({ token: params.token }))),
  head: ({ loaderData: quote, match: { context } }) => ({
    meta: [
      { title: pageTitle(quote ? context.i18n._(msg`Quote ${quote.number}`) : context.i18n._(msg`Quote`)) },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: QuoteRoute,
});

function QuoteRoute() {
  const { token } = Route.useParams();
  return <QuotePage token={token} />;
}
