import type { SeedSettings } from './types.ts';

/** Shared contact details and footer line shown on every public page. */
export const settings: SeedSettings = {
  phone: '+49 551 2094 5560',
  email: 'info@turbotech-rosdorf.de',
  address: 'Hauptstraße 12, 37124 Rosdorf, Germany',
  footer_text:
    'TurboTech Rosdorf GmbH supplies original spare parts and services for industrial and aeroderivative gas turbines since 2008.',
};
