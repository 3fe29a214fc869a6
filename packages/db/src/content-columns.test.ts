import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryFields,
  pageFields,
  pagePartFields,
  partnerFields,
  productFields,
  productPropertyFields,
  settingsFields,
  sparePartFields,
  illustratedFields,
} from '@tp/schemas';
import type { z } from 'zod';
import { createDb, type Db } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

// The zod schema of an entity is the one source of its fields (the table types extend it). This pins the
// other side: what the migrations create. A field added to a schema without a migration, or a column added
// by a migration without its schema field, fails here.
const contentTables: [table: string, fields: z.ZodObject, bookkeeping: string[]][] = [
  ['services', illustratedFields, ['id', 'position', 'created_at', 'updated_at']],
  ['spare_groups', illustratedFields, ['id', 'position', 'created_at', 'updated_at']],
  ['spare_parts', sparePartFields, ['id', 'group_id', 'pn_norm', 'subst_norm', 'created_at', 'updated_at']],
  ['products', productFields, ['id', 'created_at', 'updated_at']],
  ['product_properties', productPropertyFields, ['id', 'image', 'created_at']],
  ['categories', categoryFields, ['id', 'created_at']],
  ['partners', partnerFields, ['id', 'image', 'position', 'created_at', 'updated_at']],
  ['pages', pageFields, ['id', 'link', 'updated_at']],
  ['page_parts', pagePartFields, ['id', 'page_id', 'image', 'position', 'created_at']],
  ['settings', settingsFields, ['id', 'updated_at']],
];

let db: Db;
beforeAll(async () => {
  db = createDb(':memory:');
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
});

describe('content tables after every migration', () => {
  it.each(contentTables)(
    '%s has exactly the fields of its schema beside its bookkeeping columns',
    async (table, fields, bookkeeping) => {
      const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
      expect(columns.rows.map((column) => column.name).sort()).toEqual(
        [...Object.keys(fields.shape), ...bookkeeping].sort(),
      );
    },
  );
});
