import type { ActivityActorKind, Db } from '@tp/db';

export interface ActivityEntry {
  at: string;
  actor_kind: ActivityActorKind;
  actor: string;
  action: string;
  entity: string;
  entity_id: string | null;
  fields: string[];
  via: 'rest' | 'trpc' | 'schedule';
  ip: string;
  user_id?: number | null;
  token_name?: string | null;
}

export const insertActivity = (db: Db, entry: ActivityEntry) =>
  db
    .insertInto('activity')
    .values({ ...entry, fields: JSON.stringify(entry.fields) })
    .execute();

export interface ActivityFilter {
  entity?: string;
  actor?: string;
  /** Rows older than this one (its id): the next page. */
  before?: number;
  limit: number;
}

/** Newest first; the entity filter takes an entity and its parts (`spare` finds `spare.part` too). */
export async function listActivity(db: Db, filter: ActivityFilter) {
  let query = db.selectFrom('activity').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.entity)
    query = query.where((eb) =>
      eb.or([eb('entity', '=', filter.entity!), eb('entity', 'like', `${filter.entity!.replace(/[%_\\]/g, '')}.%`)]),
    );
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.before) query = query.where('id', '<', filter.before);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as string[] }));
}

/** The actors and entities that appear in the log, for the screen's filters. */
export async function activityFacets(db: Db) {
  const [actors, entities] = await Promise.all([
    db.selectFrom('activity').select('actor').distinct().orderBy('actor').execute(),
    db.selectFrom('activity').select('entity').distinct().orderBy('entity').execute(),
  ]);
  return { actors: actors.map((row) => row.actor), entities: entities.map((row) => row.entity) };
}

export const pruneActivity = (db: Db, olderThan: string) =>
  db.deleteFrom('activity').where('at', '<', olderThan).execute();
