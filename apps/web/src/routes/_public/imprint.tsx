import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactDetails } from '../../features/pages/contact-details.tsx';
import { FormCard } from '../../features/pages/form-card.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { ShownRichText } from '../../features/pages/shown-text.tsx';
import { loadPage, usePage } from '../../features/pages/use-page.ts';
import { FallbackNotice } from '../../features/pages/fallback-notice.tsx';
import { RequestForm } from '../../features/requests/request-form.tsx';
import { pageTitle, seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/imprint')({
  loader: ({ context, location }) => loadPage(context, 'contact', location.search),
  head: ({ match: { context } }) => ({
    meta: seo(context, {
      title: pageTitle(context.i18n._(msg`Contacts`)),
      description: context.i18n._(
        msg`Address, phone and e-mail of our office and workshop in Rosdorf, Germany, and our imprint.`,
      ),
    }),
  }),
  component: ContactsPage,
});

function ContactsPage() {
  const page = usePage('contact');
  return (
    <>
      <PageHeader title={<Trans>Contacts</Trans>} />
      <FallbackNotice languages={page.languages} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_28rem]">
        <div className="space-y-8">
          <ContactDetails />
          <ShownRichText text={page.text} />
        </div>
        <FormCard
          className="self-start lg:sticky lg:top-24"
          title={<Trans>Send an inquiry</Trans>}
          intro={<Trans>Part numbers, quantities, your turbine: we answer within one working day.</Trans>}
        >
          <RequestForm />
        </FormCard>
      </div>
    </>
  );
}
