import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { displayTitle } from '../services-and-spare-groups/titled-values.ts';
import { HiddenBadge } from '../dashboard/visibility-field.tsx';
import type { SpareGroupSummary } from './types.ts';

/** A spare group in the dashboard list: its first image (or a neutral block) and the German title; opens the group. */
export function SpareGroupCard({ group }: { group: SpareGroupSummary }) {
  const image = group.images[0];
  return (
    <Link
      to="/dashboard/spare/$id"
      params={{ id: String(group.id) }}
      data-testid="spare-group-card"
      className="group flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {group.hidden && (
          <div className="absolute top-3 left-3">
            <HiddenBadge />
          </div>
        )}
        {image ? (
          <img {...uploadedImage(image, '20rem')} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <p className="p-4 font-semibold text-navy-900 group-hover:text-heat-700">{displayTitle(group, 'de')}</p>
    </Link>
  );
}
