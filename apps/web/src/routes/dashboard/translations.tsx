import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { TranslationsScreen, type TranslationsSearch } from '../../features/translations/translations-screen.tsx';

/**
 * The language and the list from the address (English, missing and outdated, unless said); anything else stays. The
 * language is `target`: `?lang=` is the site's own, for the language of the whole dashboard.
 */
function translationsSearch(search: Record<string, unknown>): TranslationsSearch & Record<string, unknown> {
  return {
    ...search,
    target: search.target === 'ru' ? 'ru' : 'en',
    state: search.state === 'missing' || search.state === 'outdated' ? search.state : 'todo',
  };
}

export const Route = createFileRoute('/dashboard/translations')({
  validateSearch: translationsSearch,
  loaderDeps: ({ search: { target, state } }) => ({ lang: target, state }),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.translation.summary.queryOptions()),
      queryClient.ensureQueryData(trpc.translation.list.queryOptions(deps)),
    ]),
  component: TranslationsRoute,
});

function TranslationsRoute() {
  const { target, state } = Route.useSearch();
  return (
    <Screen title={<Trans>Translations</Trans>}>
      <TranslationsScreen search={{ target, state }} />
    </Screen>
  );
}
