import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ContactDetails } from '../../features/pages/contact-details.tsx';
import { FormCard } from '../../features/pages/form-card.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RichText } from '../../features/pages/rich-text.tsx';
import { RequestForm } from '../../features/requests/request-form.tsx';
import { useLanguage } from '../../lib/language.ts';
import { recordLangOf } from '@tp/schemas/languages';
import { pageTitle, seo } from '../../lib/seo.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonClass } from '../../ui/button.tsx';

export const Route = createFileRoute('/_public/spare-parts')({
  loader: ({ context: { queryClient, trpc, lang } }) =>
    queryClient.ensureQueryData(trpc.product.list.queryOptions({ lang: recordLangOf(lang) })),
  head: ({ match: { context } }) => ({
    meta: seo(context, {
      title: pageTitle(context.i18n._(msg`Spare parts`)),
      description: context.i18n._(
        msg`Original spare parts for GE LM2500, LM6000, Frame and Siemens SGT gas turbines: ask for availability and pre-order.`,
      ),
    }),
  }),
  component: SparePartsPage,
});

function SparePartsPage() {
  const language = useLanguage();
  const trpc = useTRPC();
  const { data: products = [] } = useQuery(trpc.product.list.queryOptions({ lang: recordLangOf(language) }));
  return (
    <>
      <PageHeader title={<Trans>Spare parts</Trans>}>
        <Trans>Original parts, new and overhauled, with full traceability for the turbines below.</Trans>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
              data-testid="product-card"
            >
              {product.image_id ? (
                <img
                  {...uploadedImage(product.image_id, '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw')}
                  alt=""
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
              ) : (
                <div className="aspect-[3/2] w-full bg-gradient-to-br from-navy-800 to-steel-600" />
              )}
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h2 className="text-lg font-semibold text-navy-900">{product.title}</h2>
                <RichText html={product.description} className="line-clamp-4 text-[0.95rem] text-muted" />
                <Link
                  to="/parts/$id"
                  params={{ id: String(product.id) }}
                  className={buttonClass('secondary', 'md', 'mt-auto self-start')}
                >
                  <Trans>Learn more</Trans>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <section id="pre-order" className="bg-steel-50" aria-labelledby="pre-order-heading">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_28rem]">
          <div className="space-y-6">
            <h2 id="pre-order-heading" className="text-2xl font-bold text-navy-900 md:text-3xl">
              <Trans>Pre-order</Trans>
            </h2>
            <p className="text-lg text-muted">
              <Trans>To order equipment, please fill in all fields of this form.</Trans>
            </p>
            <ContactDetails />
          </div>
          <FormCard title={<Trans>Availability request</Trans>}>
            <RequestForm />
          </FormCard>
        </div>
      </section>
    </>
  );
}
