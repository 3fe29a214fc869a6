/** The company's name, shown in headings and page titles. Free of zod, so the web app's first load stays small. */
export const COMPANY_NAME = 'TurboTech Rosdorf GmbH';
export const COMPANY_SHORT_NAME = 'TurboTech';

/** The editable pages, by their link. */
export const PAGE_LINKS = ['contact', 'privacy-policy', 'careers', 'gas-turbina'] as const;
export type PageLink = (typeof PAGE_LINKS)[number];
