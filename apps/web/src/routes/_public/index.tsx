import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { COMPANY_NAME } from '@tp/schemas/company';
import { About } from '../../features/home/about.tsx';
import { Closing } from '../../features/home/closing.tsx';
import { Hero } from '../../features/home/hero.tsx';
import { seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/')({
  head: ({ match: { context } }) => ({
    meta: seo(context, {
      title: context.i18n._(msg`Industrial Gas Turbines & Spare Parts Supplier | ${COMPANY_NAME}`),
      description: context.i18n._(
        msg`${COMPANY_NAME} supplies OEM spare parts and maintenance services for GE LM2500, LM6000, Frame and Siemens SGT gas turbines.`,
      ),
      image: '/images/hero-1.webp',
    }),
  }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <h1 className="sr-only">
        <Trans>{COMPANY_NAME}: industrial gas turbines and spare parts</Trans>
      </h1>
      <Hero />
      <About />
      <Closing />
    </>
  );
}
