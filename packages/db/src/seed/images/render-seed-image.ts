/** Renders the demo pictures of the first start: an SVG illustration per motif, encoded as WebP by sharp. */
import sharp from 'sharp';
import type { SeedImage, SeedMotif } from '../content/types.ts';
import type { MotifRenderer } from './motifs/common.ts';
import { turbineSvg } from './motifs/turbine.ts';
import { bladesSvg } from './motifs/blades.ts';
import { combustorSvg } from './motifs/combustor.ts';
import { rotorSvg } from './motifs/rotor.ts';
import { controlRoomSvg } from './motifs/control-room.ts';
import { workshopSvg } from './motifs/workshop.ts';
import { plantSvg } from './motifs/plant.ts';
import { offshoreSvg } from './motifs/offshore.ts';
import { inspectionSvg } from './motifs/inspection.ts';
import { partnerLogoSvg } from './motifs/partner-logo.ts';

const MOTIFS: Record<SeedMotif, MotifRenderer> = {
  turbine: turbineSvg,
  blades: bladesSvg,
  combustor: combustorSvg,
  rotor: rotorSvg,
  'control-room': controlRoomSvg,
  workshop: workshopSvg,
  plant: plantSvg,
  offshore: offshoreSvg,
  inspection: inspectionSvg,
  'partner-logo': partnerLogoSvg,
};

export const DEFAULT_SEED_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** The SVG markup of a seed image, before encoding. */
export function seedImageSvg(
  image: SeedImage,
  size: { width: number; height: number } = DEFAULT_SEED_IMAGE_SIZE,
): string {
  const draw = MOTIFS[image.motif];
  if (!draw) throw new Error(`Unknown seed image motif: ${String(image.motif)}`);
  const width = Math.max(16, Math.round(size.width));
  const height = Math.max(16, Math.round(size.height));
  const input = { width, height, variant: Math.trunc(image.variant) || 0 };
  return draw(image.label === undefined ? input : { ...input, label: image.label });
}

/** How the seed's pictures are encoded (part of a drawn picture's name: see drawn-pictures.ts). */
export const SEED_IMAGE_ENCODING = { density: 72, quality: 80, effort: 3 } as const;

/** Draws a seed image and returns its WebP bytes (default 1200x800). */
export async function renderSeedImage(
  image: SeedImage,
  size: { width: number; height: number } = DEFAULT_SEED_IMAGE_SIZE,
): Promise<Buffer> {
  const svg = seedImageSvg(image, size);
  return sharp(Buffer.from(svg), { density: SEED_IMAGE_ENCODING.density })
    .resize(Math.max(16, Math.round(size.width)), Math.max(16, Math.round(size.height)), { fit: 'fill' })
    .webp({ quality: SEED_IMAGE_ENCODING.quality, effort: SEED_IMAGE_ENCODING.effort })
    .toBuffer();
}
