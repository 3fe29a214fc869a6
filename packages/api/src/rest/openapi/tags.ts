import type { DocumentedOperation } from './operation.ts';

/** What each tag (a module of the API) groups, for readers of the document. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, the account and API tokens',
  captcha: 'Challenges a visitor answers before sending a form',
  settings: 'Contact details shown in the header, footer and contacts page',
  request:
    "Inquiries from the contact, pre-order and part-list forms and the inquiry list, with their part lines; the team's inbox",
  navbar: 'What the menu shows',
  page: 'The editable pages (contact, privacy policy, careers, gas turbines) and their parts',
  cv: 'Job applications and their files',
  category: 'Product categories',
  product: 'Products with their images and properties',
  service: 'Services with their images',
  spare: 'Spare groups with their images and parts; parts imports and catalogues',
  partner: 'Partners with their logos',
  uploads: 'The stored images',
  server: 'The server itself',
  activity: 'Who changed what, and every sign-in',
  notifications: "E-mail of new inquiries: who is told, the visitor's confirmation, and how sending stands",
  retention: 'How long requests and job applications are kept before the server deletes them',
  search: 'Part-number search (any spelling, substitute numbers) and titles; looking up many numbers at once',
  translation: 'Which texts are not translated into English or Russian yet, or changed in German since they were',
};

/** The document's tags, in the order their operations first appear. */
export function tagsOf(operations: DocumentedOperation[]) {
  const names = new Set(operations.flatMap(({ operation }) => operation.tags as string[]));
  return [...names].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
}
