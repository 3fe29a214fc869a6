import { z } from 'zod';
import { titledFields } from '@tp/schemas';
import { recordKey } from '../../rest/openapi/response-fields.ts';
import { restRoute, type RestRoute } from '../../rest/route-table.ts';

const menuEntry = z
  .object({ id: recordKey, ...titledFields.pick({ title_de: true, title_en: true, title_ru: true }).shape })
  .meta({ id: 'MenuEntry' });
const navbar = z
  .object({
    partners: z.number().int().nonnegative().meta({ description: 'How many partners there are' }),
    services: z.array(menuEntry),
    spares: z.array(menuEntry),
  })
  .meta({ id: 'Navbar' });

export const navbarRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/component/navbar',
    procedure: 'navbar.get',
    access: 'public',
    summary: 'Partner count, services and spare groups for the menu',
    output: navbar,
  }),
];
