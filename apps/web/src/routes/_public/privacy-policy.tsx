import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { ShownRichText } from '../../features/pages/shown-text.tsx';
import { loadPage, usePage } from '../../features/pages/use-page.ts';
import { FallbackNotice } from '../../features/pages/fallback-notice.tsx';
import { pageTitle, seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/privacy-policy')({
  loader: ({ context, location }) => loadPage(context, 'privacy-policy', location.search),
  head: ({ match: { context } }) => ({
    meta: seo(context, {
      title: pageTitle(context.i18n._(msg`Privacy policy`)),
      description: context.i18n._(
        msg`How we handle personal data on this website: your rights, server logs, the contact form, analytics and web fonts.`,
      ),
    }),
  }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  const page = usePage('privacy-policy');
  return (
    <>
      <PageHeader title={<Trans>Privacy policy</Trans>} />
      <FallbackNotice languages={page.languages} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
        <ShownRichText text={page.text} />
      </div>
    </>
  );
}
