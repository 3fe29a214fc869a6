import type { Db } from '@tp/db';

export const partColumns = ['id', 'quantity', 'partnumber', 'description_de', 'description_en', 'description_ru', 'subst_part'] as const;

export function listParts(db: Db, groupId: number) {
  return db.selectFrom('spare_parts').select(partColumns).where('group_id', '=', groupId).orderBy('id').execute();
}

export function findPart(db: Db, groupId: number, partId: number) {
  return db.selectFrom('spare_parts').select(partColumns).where('group_id', '=', groupId).where('id', '=', partId).executeTakeFirst();
}

export function groupExists(db: Db, groupId: number) {
  return db.selectFrom('spare_groups').select('id').where('id', '=', groupId).executeTakeFirst();
}
