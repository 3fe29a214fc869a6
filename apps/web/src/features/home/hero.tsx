import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '../../ui/button.tsx';

const SLIDES = ['/images/hero-1', '/images/hero-2', '/images/hero-3', '/images/hero-4'];

/**
 * Four slides with the innovation tagline: swiped natively (a scroll-snap strip), moved by the arrow keys and the
 * buttons, which go round from the last slide to the first. The browser does the sliding, so loading the page runs
 * no carousel code: a script that measured the strip on hydration forced a layout of the whole page on phones.
 */
export function Hero() {
  const { t } = useLingui();
  const strip = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  // The pictures of the slides after the first come only once the visitor heads for them (touches, points at or
  // focuses the carousel): a phone would otherwise fetch and decode three more pictures (about 50 KB) while the
  // page is still loading, for slides most visitors never see. Until then a slide shows its text on navy.
  const [otherPicturesWanted, setOtherPicturesWanted] = useState(false);
  const wantOtherPictures = () => setOtherPicturesWanted(true);
  // The slide a button is sliding to, until the strip arrives there: a second click counts on from it.
  const slidingTo = useRef<number | null>(null);

  const show = (index: number) => {
    const element = strip.current;
    if (!element) return;
    const slide = (index + SLIDES.length) % SLIDES.length;
    slidingTo.current = slide;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: slide * element.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
  };
  const previous = () => show((slidingTo.current ?? selected) - 1);
  const next = () => show((slidingTo.current ?? selected) + 1);
  const followScroll = (element: HTMLDivElement) => {
    const position = element.scrollLeft / element.clientWidth;
    if (slidingTo.current !== null && Math.abs(position - slidingTo.current) < 0.01) slidingTo.current = null;
    setSelected(Math.round(position));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      className="relative isolate h-[200px] overflow-hidden bg-navy-950 sm:h-[80vh] sm:min-h-[480px]"
      onPointerEnter={wantOtherPictures}
      onPointerDown={wantOtherPictures}
      onFocus={wantOtherPictures}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        if (event.key === 'ArrowLeft') previous();
        else next();
      }}
    >
      <div
        ref={strip}
        // Focusable, so a keyboard reaches the strip on phones too, where the slides show no link.
        tabIndex={0}
        role="group"
        aria-label={t`Slides`}
        onScroll={(event) => {
          wantOtherPictures();
          followScroll(event.currentTarget);
        }}
        // A finger or a wheel takes over from a button's slide.
        onPointerDown={() => (slidingTo.current = null)}
        onWheel={() => (slidingTo.current = null)}
        className="h-full snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-heat-400 [&::-webkit-scrollbar]:hidden"
      >
        <div className="flex h-full">
          {SLIDES.map((image, index) => (
            <div
              key={image}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${index + 1} of ${SLIDES.length}`}
              aria-hidden={index !== selected}
              className="relative h-full min-w-0 flex-[0_0_100%] snap-start snap-always"
            >
              {(index === 0 || otherPicturesWanted) && (
                <img
                  src={`${image}.webp`}
                  srcSet={`${image}-960.webp 960w, ${image}.webp 1920w`}
                  sizes="100vw"
                  alt=""
                  className="absolute inset-0 size-full object-cover"
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding="async"
                />
              )}
              <div className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-950/60 to-navy-950/10" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 sm:px-6">
                <p className="mb-2 hidden text-sm font-semibold uppercase tracking-[0.2em] text-heat-400 sm:block">
                  <Trans>Original parts · Service · Since 2008</Trans>
                </p>
                <h2 className="max-w-3xl text-xl font-bold leading-tight text-white sm:text-5xl lg:text-6xl">
                  <Trans>Innovation that keeps your gas turbines running</Trans>
                </h2>
                <p className="mt-5 hidden max-w-2xl text-lg text-steel-100 sm:block">
                  <Trans>
                    OEM spare parts and maintenance for GE LM2500, LM6000, Frame and Siemens SGT turbines, with 24/7
                    support.
                  </Trans>
                </p>
                <div className="mt-8 hidden gap-3 sm:flex">
                  <Link to="/imprint" tabIndex={index === selected ? 0 : -1} className={buttonClass('primary', 'lg')}>
                    <Trans>Send an inquiry</Trans>
                  </Link>
                  <Link
                    to="/gas-turbina"
                    tabIndex={index === selected ? 0 : -1}
                    className={buttonClass(
                      'secondary',
                      'lg',
                      'border-white/40 bg-white/10 text-white hover:bg-white/20',
                    )}
                  >
                    <Trans>Our turbines</Trans>
                  </Link>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-1 flex items-center justify-center gap-1 sm:bottom-6">
        <button
          type="button"
          onClick={previous}
          aria-label={t`Previous slide`}
          className="flex size-9 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        {SLIDES.map((image, index) => (
          <button
            key={image}
            type="button"
            onClick={() => show(index)}
            aria-label={t`Go to slide ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            // A 24 px target around the small dot, so a thumb can hit it.
            className="group flex h-6 min-w-6 items-center justify-center"
          >
            <span
              className={`h-2 rounded-full transition-all ${index === selected ? 'w-8 bg-heat-500' : 'w-2 bg-white/60 group-hover:bg-white'}`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={next}
          aria-label={t`Next slide`}
          className="flex size-9 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
