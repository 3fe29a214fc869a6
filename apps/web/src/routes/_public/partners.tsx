import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SITE_LANGS } from '@tp/schemas/languages';
import { languagesOfAll, languagesWithText, type TextsOf } from '@tp/schemas/text-fallback';
import { FallbackNotice } from '../../features/pages/fallback-notice.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { ShownRichText } from '../../features/pages/shown-text.tsx';
import { shownText, useLanguage } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { pageTitle, seo, type PageLanguages } from '../../lib/seo.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { EmptyState } from '../../ui/table.tsx';

type PartnerIn = RouterOutputs['partner']['list'][number];
type Partner = Omit<PartnerIn, 'text'> & TextsOf<'text'>;

/**
 * The public list answers one language at a time: the page reads all three (they come with its HTML) and puts each
 * partner's texts together, so a text not translated yet falls back to German as every other text does, and the
 * page's alternates name the languages all its partners are translated into.
 */
function partnersOf(lists: (PartnerIn[] | undefined)[]): Partner[] {
  const [german = [], english = [], russian = []] = lists;
  const textOf = (list: PartnerIn[], id: number) => list.find((partner) => partner.id === id)?.text ?? '';
  return german.map(({ text: _text, ...partner }) => ({
    ...partner,
    text_de: textOf(german, partner.id),
    text_en: textOf(english, partner.id),
    text_ru: textOf(russian, partner.id),
  }));
}

const pageLanguagesOf = (partners: Partner[]) =>
  languagesOfAll(partners.map((partner) => languagesWithText(partner, 'text')));

export const Route = createFileRoute('/_public/partners')({
  loader: async ({ context: { queryClient, trpc } }) => {
    const lists = await Promise.all(
      SITE_LANGS.map((lang) => queryClient.ensureQueryData(trpc.partner.list.queryOptions({ lang }))),
    );
    return { pageLanguages: pageLanguagesOf(partnersOf(lists)) } satisfies PageLanguages;
  },
  head: ({ match: { context } }) => ({
    meta: seo(context, {
      title: pageTitle(context.i18n._(msg`Partners`)),
      description: context.i18n._(msg`Our partners in power generation, oil and gas and marine projects.`),
    }),
  }),
  component: PartnersPage,
});

function PartnersPage() {
  const language = useLanguage();
  const trpc = useTRPC();
  const lists = useQueries({ queries: SITE_LANGS.map((lang) => trpc.partner.list.queryOptions({ lang })) });
  const partners = partnersOf(lists.map((list) => list.data));
  return (
    <>
      <PageHeader title={<Trans>Partners</Trans>} />
      <FallbackNotice languages={pageLanguagesOf(partners)} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6 md:py-16">
        {/* Partners' texts name each partner in an h3 (the editor's heading levels): this keeps the outline whole. */}
        <h2 className="sr-only">
          <Trans>Our partners</Trans>
        </h2>
        {partners.length === 0 ? (
          <EmptyState>
            <Trans>No partner</Trans>
          </EmptyState>
        ) : (
          partners.map((partner) => (
            <article
              key={partner.id}
              className="flex flex-col gap-6 rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:flex-row sm:items-start"
              data-testid="partner"
            >
              <img
                {...uploadedImage(partner.image_id, '(min-width: 640px) 30vw, 100vw')}
                alt=""
                loading="lazy"
                className="w-full rounded-lg border border-slate-100 object-contain sm:w-[30%]"
              />
              <ShownRichText text={shownText(partner, 'text', language)} className="flex-1" />
            </article>
          ))
        )}
      </div>
    </>
  );
}
