import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '../../features/auth/sign-in-form.tsx';
import { pageTitle, seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/_public/controller')({
  head: () => ({ meta: [...seo({ title: pageTitle(t`Sign in`), description: t`Administrator sign-in.` }), { name: 'robots', content: 'noindex' }] }),
  component: () => (
    <div className="flex justify-center bg-steel-50 px-4 py-16 sm:py-24">
      <SignInForm />
    </div>
  ),
});
