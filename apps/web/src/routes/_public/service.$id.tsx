import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { idFromParam, orNotFound } from '../../features/catalogue/load-or-not-found.ts';
import { ProductGallery } from '../../features/catalogue/product-gallery.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RichText } from '../../features/pages/rich-text.tsx';
import { localized, useLanguage } from '../../lib/language.ts';
import { plainText } from '../../lib/plain-text.ts';
import { pageTitle, previewImageUrl, seo } from '../../lib/seo.ts';
import { useTRPC } from '../../lib/trpc.ts';

export const Route = createFileRoute('/_public/service/$id')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(trpc.service.byId.queryOptions({ id: idFromParam(params.id) }))),
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return {};
    const title = localized(loaderData, 'title', context.lang);
    return {
      meta: seo(context, {
        title: pageTitle(title),
        description: plainText(localized(loaderData, 'text', context.lang)) || title,
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
  const title = localized(service, 'title', language);
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[5fr_6fr]">
        <ProductGallery images={service.images} title={title} />
        <RichText html={localized(service, 'text', language)} />
      </div>
    </>
  );
}
