/**
 * A field of the public forms that people never see (off screen, hidden from assistive technology, skipped by
 * the tab key): a form-filling script fills it, and the server then refuses the whole form. In a module of its
 * own so the browser's forms name it without loading zod.
 */
export const HONEYPOT_FIELD = 'homepage';
