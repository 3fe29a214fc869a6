import { fromBody, type RestRoute } from '../../rest/route-table.ts';

export const captchaRestRoutes: RestRoute[] = [
  { method: 'POST', path: '/captcha', procedure: 'captcha.create', access: 'public', summary: 'A new captcha challenge: id and SVG picture' },
  {
    method: 'POST',
    path: '/captcha/verify',
    procedure: 'captcha.verify',
    access: 'public',
    summary: 'Check an answer; a right one returns a single-use ticket',
    input: fromBody,
    errorBody: { ok: false },
  },
];
