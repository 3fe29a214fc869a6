/** The company's name, shown in headings and page titles. Free of zod, so the web app's first load stays small. */
export const COMPANY_NAME = 'TurboTech Rosdorf GmbH';
export const COMPANY_SHORT_NAME = 'TurboTech';

/** The editable pages, by their link. */
export type PageLink = 'contact' | 'privacy-policy' | 'careers' | 'gas-turbina';

/** The shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 8;
