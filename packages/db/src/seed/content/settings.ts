import type { SeedSettings } from './types.ts';

/** Shared contact details and footer line shown on every public page, in each language. */
export const settings: SeedSettings = {
  phone: '+49 551 2094 5560',
  email: 'info@turbotech-rosdorf.de',
  address_de: 'Hauptstraße 12, 37124 Rosdorf, Deutschland',
  address_en: 'Hauptstraße 12, 37124 Rosdorf, Germany',
  address_ru: 'Hauptstraße 12, 37124 Росдорф, Германия',
  footer_text_de:
    'Die TurboTech Rosdorf GmbH liefert seit 2008 Originalersatzteile und Serviceleistungen für Industrie- und aeroderivative Gasturbinen.',
  footer_text_en:
    'TurboTech Rosdorf GmbH supplies original spare parts and services for industrial and aeroderivative gas turbines since 2008.',
  footer_text_ru:
    'TurboTech Rosdorf GmbH с 2008 года поставляет оригинальные запасные части и выполняет сервис промышленных и авиапроизводных газовых турбин.',
};
