import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '../../features/auth/sign-in-form.tsx';
import { loadAdminMessages } from '../../lib/i18n.ts';
import { pageTitle, seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/controller')({
  // Its texts are in the back office's catalog, which visitors never download (lingui.config.ts).
  beforeLoad: ({ context }) => loadAdminMessages(context.i18n),
  head: ({ match: { context } }) => ({
    meta: [
      ...seo(context, {
        title: pageTitle(context.i18n._(msg`Sign in`)),
        description: context.i18n._(msg`Administrator sign-in.`),
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  // The sign-in form is the administrator's: visitors download none of its code, and the server renders its frame only.
  ssr: false,
  component: () => (
    <div className="flex justify-center bg-steel-50 px-4 py-16 sm:py-24">
      <SignInForm />
    </div>
  ),
});
