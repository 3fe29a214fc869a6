import { Trans } from '@lingui/react/macro';
import { COMPANY_NAME } from '@tp/schemas/company';

const paragraph = 'text-[1.0625rem] leading-relaxed text-muted';
const imageClass = 'h-[260px] w-full rounded-(--radius-card) object-cover shadow-(--shadow-card) md:h-[408px]';

/** A picture in two widths: a phone (the column inside the page's 1 rem margins, at up to 2×) takes the 720 px one. */
function AboutImage({ name, className }: { name: string; className: string }) {
  return (
    <img
      src={`/images/${name}.webp`}
      srcSet={`/images/${name}-720.webp 720w, /images/${name}.webp 1200w`}
      sizes="(min-width: 768px) 49vw, calc(100vw - 2rem)"
      width={1200}
      height={816}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${imageClass} ${className}`}
    />
  );
}

/** 'About {company}': three paragraphs beside an image, then an image beside four paragraphs. */
export function About() {
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-heat-600">
        <Trans>Since 2008</Trans>
      </p>
      <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">
        <Trans>About {COMPANY_NAME}</Trans>
      </h2>
      <div className="mt-10 flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
        <div className="space-y-4 md:w-[49%]">
          <p className={paragraph}>
            <Trans>
              Since 2008 we have supplied original-equipment spare parts and maintenance services for industrial and
              aeroderivative gas turbines to power plants, oil and gas operators and marine fleets.
            </Trans>
          </p>
          <p className={paragraph}>
            <Trans>
              Our engineers have more than 15 years of experience with GE LM2500, LM6000 and Frame turbines and with
              Siemens SGT units, and with their control systems: Mark VIe DCS, Speedtronic and Woodward.
            </Trans>
          </p>
          <p className={paragraph}>
            <Trans>
              We have delivered projects in Central Asia, Europe, the Emirates and China, and we answer our customers
              24/7.
            </Trans>
          </p>
        </div>
        <AboutImage name="about-1" className="md:w-[49%]" />
      </div>
      <div className="mt-12 flex flex-col-reverse gap-8 md:flex-row md:items-center md:justify-between">
        <AboutImage name="about-2" className="md:w-[49%]" />
        <div className="space-y-4 md:w-[49%]">
          <p className={paragraph}>
            <Trans>
              In our workshop in Rosdorf, Germany, we overhaul rotors, balance components and prepare exchange modules
              for hot section and combustion chamber.
            </Trans>
          </p>
          <p className={paragraph}>
            <Trans>On request, most original parts come with an extended warranty of up to 24 months.</Trans>
          </p>
          <p className={paragraph}>
            <Trans>
              We recommend a borescope inspection every 4,000 to 8,000 operating hours or once a year, whichever comes
              first, and calibrating instrumentation every six months.
            </Trans>
          </p>
          <p className={paragraph}>
            <Trans>From a single spare part to a complete overhaul: one partner, one contact, full traceability.</Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
