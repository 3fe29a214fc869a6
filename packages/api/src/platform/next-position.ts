import type { Db } from '@tp/db';

/** Tables whose records the administrator sees in a kept order. */
export type OrderedTable = 'services' | 'spare_groups' | 'partners';

/** The next position at the end of a list of records. */
export async function nextPosition(db: Db, table: OrderedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  return (row?.max ?? -1) + 1;
}
