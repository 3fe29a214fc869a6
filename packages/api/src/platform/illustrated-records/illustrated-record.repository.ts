import type { Db } from '@tp/db';
import { fieldNamesOf, titledFields, type IllustratedFields } from '@tp/schemas';
import { nextPosition } from '../next-position.ts';
import { withHiddenColumn, type Audience } from '../visibility/hidden-flag.ts';

/** The tables of records with titles and texts in three languages and an image list. */
export type IllustratedTable = 'services' | 'spare_groups';

const columns = ['id', ...fieldNamesOf(titledFields), 'hidden'] as const;

/** The SQL of a illustrated-record table; services and spare groups each get one. */
export function illustratedRecordRepository(table: IllustratedTable) {
  const select = (db: Db, audience: Audience) =>
    db
      .selectFrom(table)
      .select(columns)
      .$if(audience === 'visitors', (query) => query.where('hidden', '=', 0));
  return {
    list: (db: Db, audience: Audience) => select(db, audience).orderBy('position').orderBy('id').execute(),

    /** The record, hidden or not: the caller decides who may see a hidden one. */
    find: (db: Db, id: number) => select(db, 'team').where('id', '=', id).executeTakeFirst(),

    async insert(db: Db, values: IllustratedFields, now: string): Promise<number> {
      const position = await nextPosition(db, table);
      const created = await db
        .insertInto(table)
        .values({ ...withHiddenColumn(values), position, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    },

    async update(db: Db, id: number, changes: Partial<IllustratedFields>, now: string): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ ...withHiddenColumn(changes), updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(db: Db, id: number): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type IllustratedRecordRepository = ReturnType<typeof illustratedRecordRepository>;
