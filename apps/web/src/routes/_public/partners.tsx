import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RichText } from '../../features/pages/rich-text.tsx';
import { useLanguage } from '../../lib/language.ts';
import { pageTitle, seo } from '../../lib/seo.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { EmptyState } from '../../ui/table.tsx';

export const Route = createFileRoute('/_public/partners')({
  loader: ({ context: { queryClient, trpc, lang } }) =>
    queryClient.ensureQueryData(trpc.partner.list.queryOptions({ lang })),
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
  const { data: partners = [] } = useQuery(trpc.partner.list.queryOptions({ lang: language }));
  return (
    <>
      <PageHeader title={<Trans>Partners</Trans>} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6 md:py-16">
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
              <RichText html={partner.text} className="flex-1" />
            </article>
          ))
        )}
      </div>
    </>
  );
}
