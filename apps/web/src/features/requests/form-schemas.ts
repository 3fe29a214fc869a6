/**
 * The schemas the public forms check with before sending (the server checks with the same), loaded when a visitor
 * first touches a form rather than with the page: with zod they are about a quarter of a page's script, and only
 * sending needs them.
 */
export const loadFormSchemas = () => import('@tp/schemas');
