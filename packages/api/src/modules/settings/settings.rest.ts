import { settingsOutput } from '@tp/schemas';
import { fromBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

const settings = settingsOutput.meta({ id: 'Settings' });

export const settingsRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/settings',
    procedure: 'settings.get',
    access: 'public',
    summary: 'Phone, e-mail, and the address and footer text in each language',
    output: settings,
  }),
  restRoute({
    method: 'PATCH',
    path: '/settings',
    procedure: 'settings.update',
    access: 'admin',
    summary: 'Update the contact settings',
    input: fromBody,
    output: settings,
  }),
];
