import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button.tsx';

/** The page for unknown addresses and missing records. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-bold tracking-tight text-steel-300">404</p>
      <h1 className="mt-6 text-2xl font-semibold text-navy-900 sm:text-3xl">
        <Trans>It looks like this page doesn't exist or has been removed.</Trans>
      </h1>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-10')}>
        <Trans>Return to home page</Trans>
      </Link>
    </section>
  );
}
