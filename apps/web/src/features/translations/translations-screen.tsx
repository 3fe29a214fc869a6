import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { Check, PenLine } from 'lucide-react';
import type { TargetLang } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonClass } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { EmptyState, Table, Td, TableHead, Tr } from '../../ui/table.tsx';
import { notify } from '../../ui/toast.tsx';
import { showServerError } from '../dashboard/server-field-errors.ts';
import { EntityLabel, FieldLabel, StateBadge } from './translation-labels.tsx';
import { TranslationExchange } from './translation-exchange.tsx';

/** The screen's address: the language and which texts are listed. */
export interface TranslationsSearch {
  target: TargetLang;
  state: 'todo' | 'missing' | 'outdated';
}

/** How many texts the list shows: a site with a hundred thousand spare parts may have thousands to translate. */
const SHOWN_ROWS = 200;

/** The field an editor link points at, read by the dashboard to focus it (`use-focus-field.ts`). */
export const fieldAnchor = (field: string, lang: string) => `field-${field}_${lang}`;

/**
 * Per language, how many texts are missing, outdated and current, then the texts of the chosen language still to
 * translate, each with its German text, a link to the field in its editor and, when outdated, "Still right".
 */
export function TranslationsScreen({ search }: { search: TranslationsSearch }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: '/dashboard/translations' });
  const router = useRouter();
  const { data: summary } = useSuspenseQuery(trpc.translation.summary.queryOptions());
  const { data: items } = useSuspenseQuery(
    trpc.translation.list.queryOptions({ lang: search.target, state: search.state, limit: SHOWN_ROWS }),
  );
  const counts = summary[search.target];
  const listed =
    search.state === 'todo'
      ? counts.missing + counts.outdated
      : search.state === 'missing'
        ? counts.missing
        : counts.outdated;
  const markCurrent = useMutation(
    trpc.translation.markCurrent.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.translation.pathKey() });
        notify.success(t`Marked as current`);
      },
      onError: (error) => showServerError(error, t`The change could not be saved. Please try again.`),
    }),
  );
  const languages = [
    { lang: 'en', name: t`English` },
    { lang: 'ru', name: t`Russian` },
  ] as const;

  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        {languages.map(({ lang, name }) => {
          const counts = summary[lang];
          const total = counts.missing + counts.outdated + counts.current;
          const done = total === 0 ? 100 : Math.round((counts.current / total) * 100);
          const selected = search.target === lang;
          return (
            <Link
              key={lang}
              to="/dashboard/translations"
              search={{ ...search, target: lang }}
              aria-current={selected ? 'true' : undefined}
              data-testid={`translation-summary-${lang}`}
              className={`block rounded-(--radius-card) border bg-white p-5 shadow-(--shadow-card) transition-colors hover:border-steel-400 ${selected ? 'border-steel-600 ring-2 ring-steel-500/30' : 'border-slate-200'}`}
            >
              <div className="flex items-baseline justify-between gap-3">
                <h2 className="text-lg font-semibold text-navy-900">{name}</h2>
                <span className="text-sm text-muted">
                  <Trans>{done}% current</Trans>
                </span>
              </div>
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-full rounded-full bg-emerald-600" style={{ width: `${done}%` }} />
              </div>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                    <Trans>Missing</Trans>
                  </dt>
                  <dd className="text-2xl font-bold text-red-700">{counts.missing}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                    <Trans>Outdated</Trans>
                  </dt>
                  <dd className="text-2xl font-bold text-amber-700">{counts.outdated}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                    <Trans>Current</Trans>
                  </dt>
                  <dd className="text-2xl font-bold text-emerald-700">{counts.current}</dd>
                </div>
              </dl>
            </Link>
          );
        })}
      </div>

      <TranslationExchange lang={search.target} />

      <div className="max-w-xs">
        <SelectField
          label={<Trans>Show</Trans>}
          value={search.state}
          onChange={(event) =>
            void navigate({ search: { ...search, state: event.target.value as TranslationsSearch['state'] } })
          }
        >
          <option value="todo">{t`Missing and outdated`}</option>
          <option value="missing">{t`Missing`}</option>
          <option value="outdated">{t`Outdated`}</option>
        </SelectField>
      </div>

      {items.length === 0 ? (
        <EmptyState>
          <Trans>Nothing left to translate here.</Trans>
        </EmptyState>
      ) : (
        <Table caption={<Trans>Texts to translate</Trans>}>
          <TableHead columns={[t`What`, t`Field`, t`State`, t`German text`]} actions />
          <tbody>
            {items.map((item) => (
              <Tr key={`${item.entity}-${item.id}-${item.field}`} data-testid="translation-row">
                <Td>
                  <span className="block text-xs text-muted">
                    <EntityLabel entity={item.entity} />
                  </span>
                  <span className="font-medium text-navy-900">{item.label}</span>
                </Td>
                <Td>
                  <FieldLabel field={item.field} />
                </Td>
                <Td>
                  <StateBadge state={item.state} />
                </Td>
                <Td className="max-w-md">
                  <span lang="de" className="line-clamp-2 text-slate-700">
                    {item.source}
                  </span>
                </Td>
                <Td className="whitespace-nowrap text-right">
                  <div className="flex justify-end gap-2">
                    {item.state === 'outdated' && (
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm')}
                        disabled={markCurrent.isPending}
                        onClick={() =>
                          markCurrent.mutate({ entity: item.entity, id: item.id, field: item.field, lang: item.lang })
                        }
                      >
                        <Check className="size-4" aria-hidden="true" />
                        <Trans>Still right</Trans>
                      </button>
                    )}
                    <a
                      href={`${item.editor}#${fieldAnchor(item.field, item.lang)}`}
                      onClick={(event) => {
                        // Within the dashboard, without loading it again.
                        event.preventDefault();
                        void router.navigate({ href: event.currentTarget.getAttribute('href')! });
                      }}
                      className={buttonClass('secondary', 'sm')}
                    >
                      <PenLine className="size-4" aria-hidden="true" />
                      <Trans>Translate</Trans>
                    </a>
                  </div>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      {listed > items.length && (
        <p className="text-sm text-muted" data-testid="translations-shown">
          <Trans>
            The first {SHOWN_ROWS} of {listed} texts are shown. Download them as a file above to see all of them.
          </Trans>
        </p>
      )}
    </div>
  );
}
