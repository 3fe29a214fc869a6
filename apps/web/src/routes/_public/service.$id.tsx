import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { idFromParam, orNotFound } from '../../features/catalogue/load-or-not-found.ts';
import { ProductGallery } from '../../features/catalogue/product-gallery.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RichText } from '../../features/pages/rich-text.tsx';
import { languageStore, localized, useLanguage } from '../../lib/language.ts';
import { plainText } from '../../lib/plain-text.ts';
import { pageTitle, seo } from '../../lib/seo.ts';
import { queryClient, trpc } from '../../lib/trpc.ts';

export const Route = createFileRoute('/_public/service/$id')({
  loader: ({ params }) => orNotFound(() => queryClient.ensureQueryData(trpc.service.byId.queryOptions({ id: idFromParam(params.id) }))),
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const language = languageStore.get();
    const title = localized(loaderData, 'title', language);
    return { meta: seo({ title: pageTitle(title), description: plainText(localized(loaderData, 'text', language)) || title, image: loaderData.images[0] }) };
  },
  component: ServicePage,
});

function ServicePage() {
  const { id } = Route.useParams();
  const language = useLanguage();
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
