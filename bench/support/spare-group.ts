import type { Db } from '@tp/db';
import { partSearchKeys } from '@tp/schemas';

/** Adds a spare group with `count` generated parts (part numbers, three descriptions, some substitutes); returns its id. */
export async function addSpareGroup(db: Db, count: number): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('spare_groups')
    .values({
      title_de: `Gruppe ${count}`,
      title_en: `Group of ${count}`,
      title_ru: `Группа ${count}`,
      text_de: '',
      text_en: '<p>Benchmark</p>',
      text_ru: '',
      position: 99,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => {
      const n = start + index;
      const part = {
        group_id: id,
        partnumber: `BM${String(n).padStart(6, '0')}P01`,
        description_de: `Laufschaufel Stufe ${n % 17}`,
        description_en: `Rotor blade stage ${n % 17}`,
        description_ru: `Рабочая лопатка ступени ${n % 17}`,
        subst_part: n % 3 ? `BM${String(n).padStart(6, '0')}P02` : '',
        quantity: n % 40,
        created_at: now,
        updated_at: now,
      };
      return { ...part, ...partSearchKeys(part) };
    });
    await db.insertInto('spare_parts').values(rows).execute();
  }
  return id;
}
