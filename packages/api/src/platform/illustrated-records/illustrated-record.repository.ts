import type { Db } from '@tp/db';
import { fieldNamesOf, titledFields, type TitledFields } from '@tp/schemas';
import { nextPosition } from '../next-position.ts';

/** The tables of records with titles and texts in three languages and an image list. */
export type IllustratedTable = 'services' | 'spare_groups';

const columns = ['id', ...fieldNamesOf(titledFields)] as const;

/** The SQL of a illustrated-record table; services and spare groups each get one. */
export function illustratedRecordRepository(table: IllustratedTable) {
  return {
    list: (db: Db) => db.selectFrom(table).select(columns).orderBy('position').orderBy('id').execute(),

    find: (db: Db, id: number) => db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst(),

    async insert(db: Db, values: TitledFields, now: string): Promise<number> {
      const position = await nextPosition(db, table);
      const created = await db
        .insertInto(table)
        .values({ ...values, position, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    },

    async update(db: Db, id: number, changes: Partial<TitledFields>, now: string): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ ...changes, updated_at: now })
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
