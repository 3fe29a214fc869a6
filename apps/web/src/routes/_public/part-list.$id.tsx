import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FileSpreadsheet } from 'lucide-react';
import { useRef, useState } from 'react';
import { idFromParam, orNotFound } from '../../features/catalogue/load-or-not-found.ts';
import { ProductGallery } from '../../features/catalogue/product-gallery.tsx';
import { FormCard } from '../../features/pages/form-card.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { FallbackNotice } from '../../features/pages/fallback-notice.tsx';
import { ShownLine, ShownRichText } from '../../features/pages/shown-text.tsx';
import { RequestForm } from '../../features/requests/request-form.tsx';
import { PartsTable, type SparePart } from '../../features/spares/parts-table.tsx';
import { shownText, useLanguage } from '../../lib/language.ts';
import { titledPageLanguages } from '@tp/schemas/text-fallback';
import { plainText } from '@tp/schemas/plain-text';
import { overlayDraft } from '../../lib/preview.ts';
import { pageTitle, previewImageUrl, seo } from '../../lib/seo.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonClass } from '../../ui/button.tsx';

/** Parts that come with the page; a larger group's others are fetched by the browser after it has shown the page. */
const FIRST_PARTS = 100;

export const Route = createFileRoute('/_public/part-list/$id')({
  loader: ({ context, params, location }) =>
    orNotFound(async () => {
      const id = idFromParam(params.id);
      const read = context.trpc.spare.withFirstParts.queryOptions({ id, limit: FIRST_PARTS });
      await context.queryClient.ensureQueryData(read);
      await overlayDraft(context, location.search, { entity: 'spare', id }, read.queryKey);
      const group = context.queryClient.getQueryData(read.queryKey)!;
      return { ...group, pageLanguages: titledPageLanguages(group) };
    }),
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return {};
    const title = shownText(loaderData, 'title', context.lang).text;
    const description =
      plainText(shownText(loaderData, 'text', context.lang).text) ||
      context.i18n._(msg`Original spare parts: ${title}`);
    return {
      meta: seo(context, {
        title: pageTitle(title),
        description,
        image: loaderData.images[0] && previewImageUrl(loaderData.images[0]),
      }),
    };
  },
  component: SpareGroupPage,
});

function SpareGroupPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const language = useLanguage();
  const trpc = useTRPC();
  const { data: group } = useSuspenseQuery(
    trpc.spare.withFirstParts.queryOptions({ id: Number(id), limit: FIRST_PARTS }),
  );
  const complete = group.parts.length >= group.parts_total;
  const everyPart = useQuery({ ...trpc.spare.byId.queryOptions({ id: Number(id) }), enabled: !complete });
  const parts = complete ? group.parts : (everyPart.data?.parts ?? group.parts);
  const [comment, setComment] = useState<string | undefined>();
  const formRef = useRef<HTMLDivElement>(null);
  const title = shownText(group, 'title', language);

  const choose = (part: SparePart) => {
    const description = shownText(part, 'description', language).text;
    setComment(
      t`Part number: ${part.partnumber}\nDescription: ${description}\nSubstitute part: ${part.subst_part || '—'}\nQuantity: `,
    );
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={<ShownLine text={title} />} eyebrow={<Trans>Spare parts</Trans>} />
      <FallbackNotice languages={titledPageLanguages(group)} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_28rem]">
        <div className="space-y-8">
          <ProductGallery images={group.images} title={title.text} />
          <ShownRichText text={shownText(group, 'text', language)} />
          {parts.length > 0 && (
            <div className="flex flex-wrap gap-3">
              <a
                href={`/api/spare/${group.id}/catalogue.xlsx?lang=${language}`}
                download
                className={buttonClass('secondary')}
              >
                <FileSpreadsheet className="size-4" aria-hidden="true" />
                <Trans>Catalogue (XLSX)</Trans>
              </a>
              <a
                href={`/api/spare/${group.id}/catalogue.csv?lang=${language}`}
                download
                className={buttonClass('ghost')}
              >
                <Trans>Catalogue (CSV)</Trans>
              </a>
            </div>
          )}
        </div>
        <div ref={formRef} className="scroll-mt-24 self-start lg:sticky lg:top-24">
          <FormCard
            title={<Trans>Availability inquiry</Trans>}
            intro={<Trans>Choose a part in the table below, or describe what you need.</Trans>}
          >
            <RequestForm comment={comment} />
          </FormCard>
        </div>
      </div>
      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-labelledby="parts-heading">
        <h2 id="parts-heading" className="mb-4 text-2xl font-bold text-navy-900">
          <Trans>Parts</Trans>
        </h2>
        <PartsTable parts={parts} total={group.parts_total} group={title.text} onChoose={choose} />
      </section>
    </>
  );
}
