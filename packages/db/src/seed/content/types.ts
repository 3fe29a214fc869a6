/** Shapes of the first-start content. Pure data: the seeder turns it into rows and image files. */
import type { RecordLang, SiteLang } from '@tp/schemas';

/** One text in each of the site's three languages. */
export type Lang3 = Record<SiteLang, string>;

/** What a generated picture shows; the seed image renderer draws each motif as a tasteful illustration. */
export type SeedMotif =
  | 'turbine' // gas turbine package / engine side view
  | 'blades' // compressor or turbine blade row
  | 'combustor' // combustion chamber, flame tones
  | 'rotor' // rotor shaft with discs
  | 'control-room' // control system screens, DCS
  | 'workshop' // workshop hall, service
  | 'plant' // power plant silhouette
  | 'offshore' // marine / offshore platform
  | 'inspection' // borescope / measuring
  | 'partner-logo'; // a partner's logo mark, uses label

export interface SeedImage {
  motif: SeedMotif;
  /** Varies colours and composition so two images of one motif differ. */
  variant: number;
  /** Short text drawn on the image where the motif uses one (partner logos). */
  label?: string;
}

export interface SeedSettings {
  phone: string;
  email: string;
  address_de: string;
  address_en: string;
  address_ru: string;
  footer_text_de: string;
  footer_text_en: string;
  footer_text_ru: string;
}

export type PageLink = 'contact' | 'privacy-policy' | 'careers' | 'gas-turbina';

export interface SeedPagePart {
  image: SeedImage | null;
  /** Sanitisable HTML (p, h2, h3, ul, ol, li, strong, em, a). */
  description: Lang3;
}

export interface SeedPage {
  link: PageLink;
  /** Sanitisable HTML per language. */
  text: Lang3;
  images: SeedImage[];
  parts: SeedPagePart[];
}

export interface SeedService {
  title: Lang3;
  /** HTML per language. */
  text: Lang3;
  images: SeedImage[];
}

export interface SeedSparePart {
  partnumber: string;
  description: Lang3;
  subst_part: string;
  quantity: number;
}

export interface SeedSpareGroup {
  title: Lang3;
  /** HTML per language. */
  text: Lang3;
  images: SeedImage[];
  parts: SeedSparePart[];
}

export interface SeedProductProperty {
  image: SeedImage | null;
  /** HTML in the product's language. */
  description: string;
}

export interface SeedProduct {
  title: string;
  /** HTML in the product's language. */
  description: string;
  type: string;
  model: string;
  /** Output in MW. */
  power: number;
  images: SeedImage[];
  properties: SeedProductProperty[];
}

/** Categories and products are records of one language each, as the specification has it. */
export interface SeedCategory {
  lang: RecordLang;
  name: string;
  products: SeedProduct[];
}

export interface SeedPartner {
  image: SeedImage;
  /** HTML per language. */
  text: Lang3;
}
