import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadProduct } from '../../features/catalogue/load-product.ts';
import { ProductGallery } from '../../features/catalogue/product-gallery.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RichText } from '../../features/pages/rich-text.tsx';
import { plainText } from '@tp/schemas/plain-text';
import { absoluteUrl, imageUrl, jsonLd, pageTitle, pageUrl, previewImageUrl, seo } from '../../lib/seo.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { useTRPC } from '../../lib/trpc.ts';

export const Route = createFileRoute('/_public/parts/$id')({
  loader: ({ context, params, location }) => loadProduct(context, params.id, location.search),
  head: ({ loaderData: product, match: { context, pathname } }) => {
    if (!product) return {};
    const description = plainText(product.description) || product.title;
    const image = product.image_id ? previewImageUrl(product.image_id) : undefined;
    // The product as schema.org data, so search engines can show it as one.
    const productData = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: plainText(product.description, 1000) || product.title,
      url: pageUrl(context, pathname),
      image: [product.image_id, ...product.images]
        .filter((path): path is string => !!path)
        .map((path) => absoluteUrl(context, imageUrl(path))),
      ...(product.category ? { category: product.category.name } : {}),
      ...(product.type ? { model: product.type } : {}),
    };
    return {
      meta: [
        ...seo(context, { title: pageTitle(product.title), description, image, type: 'product' }),
        jsonLd(productData),
      ],
    };
  },
  component: ProductPage,
});

function ProductPage() {
  const { id } = Route.useParams();
  const trpc = useTRPC();
  const { data: product } = useSuspenseQuery(trpc.product.byId.queryOptions({ id: Number(id) }));
  return (
    <>
      <PageHeader title={product.title} eyebrow={product.category?.name}>
        {product.type && (
          <p>
            {product.type}
            {product.power > 0 && <> · {product.power} MW</>}
          </p>
        )}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2">
        <ProductGallery images={product.images} title={product.title} />
        <div className="space-y-6">
          {product.category && (
            <p
              className="inline-flex rounded-full bg-steel-100 px-3 py-1 text-sm font-medium text-navy-800"
              data-testid="product-category"
            >
              {product.category.name}
            </p>
          )}
          <RichText html={product.description} />
        </div>
      </div>
      {product.property.length > 0 && (
        <section className="bg-steel-50" aria-labelledby="properties-heading">
          <div className="mx-auto max-w-7xl space-y-6 px-4 py-12 sm:px-6 md:py-16">
            <h2 id="properties-heading" className="text-2xl font-bold text-navy-900">
              <Trans>Features</Trans>
            </h2>
            <ul className="grid gap-6 md:grid-cols-2">
              {product.property.map((property) => (
                <li
                  key={property.id}
                  className="flex flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) sm:flex-row"
                  data-testid="product-property"
                >
                  {property.image_id && (
                    <img
                      {...uploadedImage(property.image_id, '(min-width: 640px) 12rem, 100vw')}
                      alt=""
                      loading="lazy"
                      className="h-48 w-full object-cover sm:h-auto sm:w-48"
                    />
                  )}
                  <RichText html={property.description} className="p-6 text-base" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
