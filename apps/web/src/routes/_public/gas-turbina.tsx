import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProductBrowser } from '../../features/catalogue/product-browser.tsx';
import { ImageGallery } from '../../features/pages/image-gallery.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { FallbackNotice } from '../../features/pages/fallback-notice.tsx';
import { ShownRichText } from '../../features/pages/shown-text.tsx';
import { loadPage, usePage } from '../../features/pages/use-page.ts';
import { shownText, useLanguage } from '../../lib/language.ts';
import { recordLangOf } from '@tp/schemas/languages';
import { previewToken } from '../../lib/preview.ts';
import { pageTitle, seo } from '../../lib/seo.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';

export const Route = createFileRoute('/_public/gas-turbina')({
  // The selected category lives in the URL, so a tab can be shared and the back button works.
  // A preview link's token stays too (lib/preview.ts).
  validateSearch: (search: Record<string, unknown>): { category?: number; preview?: string } => {
    const category = Number(search.category);
    const preview = previewToken(search);
    return { ...(Number.isInteger(category) && category > 0 ? { category } : {}), ...(preview ? { preview } : {}) };
  },
  loaderDeps: ({ search }) => ({ category: search.category }),
  // The selected tab's products come with the page too, so the table is in its first HTML.
  loader: async ({ context: { queryClient, trpc, lang }, deps, location }) => {
    const [page, categories] = await Promise.all([
      loadPage({ queryClient, trpc }, 'gas-turbina', location.search),
      queryClient.ensureQueryData(trpc.category.list.queryOptions({ lang: recordLangOf(lang) })),
    ]);
    const selected = categories.some((category) => category.id === deps.category) ? deps.category : categories[0]?.id;
    if (selected !== undefined)
      await queryClient.ensureQueryData(
        trpc.product.list.queryOptions({ lang: recordLangOf(lang), category: selected }),
      );
    return page;
  },
  head: ({ match: { context } }) => ({
    meta: seo(context, {
      title: pageTitle(context.i18n._(msg`Gas turbines`)),
      description: context.i18n._(
        msg`Aeroderivative and heavy-duty gas turbines we support: GE LM2500, LM6000, Frame 5/6/7/9 and Siemens SGT, with their control systems.`,
      ),
    }),
  }),
  component: GasTurbinesPage,
});

function GasTurbinesPage() {
  const page = usePage('gas-turbina');
  const language = useLanguage();
  const { category } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <>
      <PageHeader title={<Trans>Gas turbines</Trans>} />
      <FallbackNotice languages={page.languages} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 md:py-16">
        <ImageGallery images={page.images} />
        <ShownRichText text={page.text} className="mx-auto max-w-4xl" />
        {page.parts.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-2">
            {page.parts.map((part) => (
              <li
                key={part.id}
                className="flex flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) sm:flex-row"
              >
                {part.image && (
                  <img
                    {...uploadedImage(part.image, '(min-width: 640px) 12rem, 100vw')}
                    alt=""
                    loading="lazy"
                    className="h-48 w-full object-cover sm:h-auto sm:w-48"
                  />
                )}
                <ShownRichText text={shownText(part, 'description', language)} className="p-6 text-base" />
              </li>
            ))}
          </ul>
        )}
        <ProductBrowser
          category={category}
          onSelect={(id) =>
            void navigate({
              search: (previous: { category?: number }) => ({ ...previous, category: id }),
              replace: true,
              resetScroll: false,
            })
          }
        />
      </div>
    </>
  );
}
