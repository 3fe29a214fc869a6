import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CvForm } from '../../features/careers/cv-form.tsx';
import { FormCard } from '../../features/pages/form-card.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { ShownRichText } from '../../features/pages/shown-text.tsx';
import { loadPage, usePage } from '../../features/pages/use-page.ts';
import { FallbackNotice } from '../../features/pages/fallback-notice.tsx';
import { pageTitle, seo } from '../../lib/seo.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';

export const Route = createFileRoute('/_public/careers')({
  loader: ({ context, location }) => loadPage(context, 'careers', location.search),
  head: ({ match: { context } }) => ({
    meta: seo(context, {
      title: pageTitle(context.i18n._(msg`Careers`)),
      description: context.i18n._(
        msg`Work with gas turbines worldwide: jobs for field service engineers, technicians and controls engineers in Rosdorf, Germany.`,
      ),
    }),
  }),
  component: CareersPage,
});

function CareersPage() {
  const page = usePage('careers');
  return (
    <>
      <PageHeader title={<Trans>Careers</Trans>} />
      <FallbackNotice languages={page.languages} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_26rem]">
        <ShownRichText text={page.text} />
        <div className="space-y-4">
          {page.images.map((image) => (
            <img
              key={image}
              {...uploadedImage(image, '(min-width: 640px) 50vw, 100vw')}
              alt=""
              loading="lazy"
              className="aspect-[3/2] w-full rounded-(--radius-card) object-cover shadow-(--shadow-card)"
            />
          ))}
        </div>
      </div>
      <div className="bg-steel-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
          <FormCard
            title={<Trans>Apply now</Trans>}
            intro={<Trans>Send us your CV; we will get back to you within a few days.</Trans>}
          >
            <CvForm />
          </FormCard>
        </div>
      </div>
    </>
  );
}
