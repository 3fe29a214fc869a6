import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { titledPageLanguages } from '@tp/schemas/text-fallback';
import { idFromParam, orNotFound } from '../../features/catalogue/load-or-not-found.ts';
import { ProductGallery } from '../../features/catalogue/product-gallery.tsx';
import { FallbackNotice } from '../../features/pages/fallback-notice.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { ShownLine, ShownRichText } from '../../features/pages/shown-text.tsx';
import { shownText, useLanguage } from '../../lib/language.ts';
import { plainText } from '@tp/schemas/plain-text';
import { overlayDraft } from '../../lib/preview.ts';
import { pageTitle, previewImageUrl, seo } from '../../lib/seo.ts';
import { useTRPC } from '../../lib/trpc.ts';

export const Route = createFileRoute('/_public/service/$id')({
  loader: ({ context, params, location }) =>
    orNotFound(async () => {
      const id = idFromParam(params.id);
      const read = context.trpc.service.byId.queryOptions({ id });
      await context.queryClient.ensureQueryData(read);
      await overlayDraft(context, location.search, { entity: 'service', id }, read.queryKey);
      const service = context.queryClient.getQueryData(read.queryKey)!;
      return { ...service, pageLanguages: titledPageLanguages(service) };
    }),
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return {};
    const title = shownText(loaderData, 'title', context.lang).text;
    return {
      meta: seo(context, {
        title: pageTitle(title),
        description: plainText(shownText(loaderData, 'text', context.lang).text) || title,
        image: loaderData.images[0] && previewImageUrl(loaderData.images[0]),
      }),
    };
  },
  component: ServicePage,
});

function ServicePage() {
  const { id } = Route.useParams();
  const language = useLanguage();
  const trpc = useTRPC();
  const { data: service } = useSuspenseQuery(trpc.service.byId.queryOptions({ id: Number(id) }));
  const title = shownText(service, 'title', language);
  const text = shownText(service, 'text', language);
  return (
    <>
      <PageHeader title={<ShownLine text={title} />} />
      <FallbackNotice languages={titledPageLanguages(service)} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[5fr_6fr]">
        <ProductGallery images={service.images} title={title.text} />
        <ShownRichText text={text} />
      </div>
    </>
  );
}
