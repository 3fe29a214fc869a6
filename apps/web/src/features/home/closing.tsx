import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button.tsx';

/** The closing block: a title, a subtitle and the way to ask. */
export function Closing() {
  return (
    <section className="relative isolate overflow-hidden bg-navy-900">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(234_88_12/0.25),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(90_135_181/0.35),transparent_60%)]" />
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between md:py-20">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-white md:text-4xl">
            <Trans>Reliable power starts with the right part</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-steel-300">
            <Trans>Tell us the part number or the service you need: we answer with availability and lead time.</Trans>
          </p>
        </div>
        <Link to="/imprint" className={buttonClass('primary', 'lg', 'shrink-0')}>
          <Trans>Request a quote</Trans>
        </Link>
      </div>
    </section>
  );
}
