import { fromParams, type RestRoute } from '../../rest/route-table.ts';

export const requestRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/request',
    procedure: 'request.create',
    access: 'public',
    summary: 'Send an inquiry (captcha ticket, or a bearer token)',
    successStatus: 201,
    // The original contact form sends the address as `email1`.
    input: ({ body }) => {
      const fields = (body ?? {}) as Record<string, unknown>;
      const { email1, ...rest } = fields;
      return { ...rest, email: rest.email ?? email1 };
    },
  },
  { method: 'GET', path: '/request', procedure: 'request.list', access: 'admin', summary: 'Every inquiry, newest first' },
  { method: 'DELETE', path: '/request/:id', procedure: 'request.delete', access: 'admin', summary: 'Delete an inquiry', input: fromParams },
];
