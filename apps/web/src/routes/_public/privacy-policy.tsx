import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RichText } from '../../features/pages/rich-text.tsx';
import { usePage } from '../../features/pages/use-page.ts';
import { pageTitle, seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/privacy-policy')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.page.byLink.queryOptions({ link: 'privacy-policy' })),
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
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
        <RichText html={page.text} />
      </div>
    </>
  );
}
