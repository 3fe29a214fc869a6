import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvitationForm } from '../../features/auth/invitation-form.tsx';
import { loadAdminMessages } from '../../lib/i18n.ts';
import { pageTitle, seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/controller_/invitation')({
  // Its texts are in the back office's catalog, which visitors never download (lingui.config.ts).
  beforeLoad: ({ context }) => loadAdminMessages(context.i18n),
  head: ({ match: { context } }) => ({
    meta: [
      ...seo(context, {
        title: pageTitle(context.i18n._(msg`Accept the invitation`)),
        description: context.i18n._(msg`Choose your password for the back office.`),
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  // The secret is in the address's fragment, which only the browser sees: the server renders the frame only.
  ssr: false,
  component: () => (
    <div className="flex justify-center bg-steel-50 px-4 py-16 sm:py-24">
      <InvitationForm />
    </div>
  ),
});
