import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { displayTitle } from '../services-and-spare-groups/titled-values.ts';
import { HiddenBadge } from '../dashboard/visibility-field.tsx';
import type { Service } from './types.ts';

/**
 * A service in the dashboard list: all its images in a sideways-scrolling strip and the English title, which
 * opens the service. The strip is a region of its own, so keyboard users can scroll it too.
 */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useLingui();
  const title = displayTitle(service, 'en');
  return (
    <div
      data-testid="service-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) transition-shadow hover:shadow-lg"
    >
      {service.images.length > 0 ? (
        <div
          tabIndex={0}
          role="region"
          aria-label={t`Images of ${title}`}
          className="relative z-10 flex snap-x scroll-px-2 gap-2 overflow-x-auto bg-slate-100 p-2"
        >
          {service.images.map((path) => (
            <img
              key={path}
              {...uploadedImage(path, '12rem')}
              alt=""
              loading="lazy"
              className="aspect-[4/3] w-48 shrink-0 snap-start rounded-md object-cover"
            />
          ))}
        </div>
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-slate-400">
          <ImageOff className="size-8" aria-hidden="true" />
        </div>
      )}
      {service.hidden && (
        <div className="pointer-events-none absolute top-3 left-3 z-20">
          <HiddenBadge />
        </div>
      )}
      {/* The link covers the whole card (after::inset-0), the strip above stays scrollable. */}
      <Link
        to="/dashboard/services/$id"
        params={{ id: String(service.id) }}
        className="p-4 font-semibold text-navy-900 after:absolute after:inset-0 group-hover:text-heat-700"
      >
        {title}
      </Link>
    </div>
  );
}
