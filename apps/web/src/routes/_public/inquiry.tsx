import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { inquiryList, useInquiryList } from '../../features/inquiry/inquiry-list.ts';
import { InquiryLines } from '../../features/inquiry/inquiry-lines.tsx';
import { PasteLines } from '../../features/inquiry/paste-lines.tsx';
import { FormCard } from '../../features/pages/form-card.tsx';
import { PageHeader } from '../../features/pages/page-header.tsx';
import { RequestForm } from '../../features/requests/request-form.tsx';
import { pageTitle, seo } from '../../lib/seo.ts';
import { Card } from '../../ui/card.tsx';

export const Route = createFileRoute('/_public/inquiry')({
  head: ({ match: { context } }) => ({
    meta: [
      ...seo(context, {
        title: pageTitle(context.i18n._(msg`Inquiry list`)),
        description: context.i18n._(
          msg`Collect the spare parts you need, set quantities and ask for all of them in one inquiry.`,
        ),
      }),
      // Each visitor's list lives in their browser: the page has nothing to index.
      { name: 'robots', content: 'noindex, follow' },
    ],
  }),
  component: InquiryPage,
});

function InquiryPage() {
  const lines = useInquiryList();
  return (
    <>
      <PageHeader title={<Trans>Inquiry list</Trans>} eyebrow={<Trans>Spare parts</Trans>}>
        <Trans>
          Collect parts from the search and the part tables, or paste your own list, and ask for all of them at once.
        </Trans>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[1fr_28rem]">
        <div className="min-w-0 space-y-8">
          {lines.length > 0 ? (
            <section aria-labelledby="inquiry-lines" className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="inquiry-lines" className="text-xl font-semibold text-navy-900">
                  <Plural value={lines.length} one="# part" other="# parts" />
                </h2>
                <button
                  type="button"
                  className="text-sm font-medium text-danger hover:underline"
                  onClick={() => inquiryList.clear()}
                >
                  <Trans>Empty the list</Trans>
                </button>
              </div>
              <InquiryLines lines={lines} />
            </section>
          ) : (
            <Card className="p-6 text-navy-900">
              <p className="font-semibold">
                <Trans>Your inquiry list is empty.</Trans>
              </p>
              <p className="mt-1 text-muted">
                <Trans>
                  Search for a part number in the header, add parts from the tables of our{' '}
                  <Link to="/spare-parts" className="font-medium text-steel-700 underline">
                    spare parts
                  </Link>
                  , or paste your list below.
                </Trans>
              </p>
            </Card>
          )}
          <Card className="p-6">
            <PasteLines />
          </Card>
        </div>
        <FormCard
          className="self-start lg:sticky lg:top-24"
          title={<Trans>Send the inquiry</Trans>}
          intro={
            lines.length > 0 ? (
              <Trans>We answer with availability, lead time and price within one working day.</Trans>
            ) : (
              <Trans>Add parts to the list first, or just describe what you need.</Trans>
            )
          }
        >
          <RequestForm
            lines={lines.map(({ partnumber, quantity }) => ({
              partnumber,
              quantity,
            }))}
            onSent={() => inquiryList.clear()}
            submitLabel={<Trans>Send inquiry</Trans>}
          />
        </FormCard>
      </div>
    </>
  );
}
