import { z } from 'zod';
import { fromBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

const challenge = z
  .object({
    id: z.string(),
    svg: z.string().meta({ contentMediaType: 'image/svg+xml', description: 'The picture of the code to type' }),
  })
  .meta({ id: 'CaptchaChallenge' });
const ticket = z
  .object({ ok: z.literal(true), ticket: z.string().meta({ description: 'Single-use: send it as `captcha_ticket`' }) })
  .meta({ id: 'CaptchaTicket' });

export const captchaRestRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/captcha',
    procedure: 'captcha.create',
    access: 'public',
    summary: 'A new captcha challenge: id and SVG picture',
    output: challenge,
    errorStatuses: [429],
  }),
  restRoute({
    method: 'POST',
    path: '/captcha/verify',
    procedure: 'captcha.verify',
    access: 'public',
    summary: 'Check an answer; a right one returns a single-use ticket',
    input: fromBody,
    output: ticket,
    errorBody: { ok: false },
  }),
];
