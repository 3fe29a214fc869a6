import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ImageGallery } from '../../features/pages/image-gallery.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RichText } from '../../features/pages/rich-text.tsx';
import { usePage } from '../../features/pages/use-page.ts';
import { localized, useLanguage } from '../../lib/language.ts';
import { imageUrl, pageTitle, seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/gas-turbina')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.page.byLink.queryOptions({ link: 'gas-turbina' })),
  head: () => ({
    meta: seo({ title: pageTitle(t`Gas turbines`), description: t`Aeroderivative and heavy-duty gas turbines we support: GE LM2500, LM6000, Frame 5/6/7/9 and Siemens SGT, with their control systems.` }),
  }),
  component: GasTurbinesPage,
});

function GasTurbinesPage() {
  const page = usePage('gas-turbina');
  const language = useLanguage();
  return (
    <>
      <PageHeader title={<Trans>Gas turbines</Trans>} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 md:py-16">
        <ImageGallery images={page.images} />
        <RichText html={page.text} className="mx-auto max-w-4xl" />
        {page.parts.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-2">
            {page.parts.map((part) => (
              <li key={part.id} className="flex flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) sm:flex-row">
                {part.image && <img src={imageUrl(part.image)} alt="" loading="lazy" className="h-48 w-full object-cover sm:h-auto sm:w-48" />}
                <RichText html={localized(part, 'description', language)} className="p-6 text-base" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
