import Database from 'better-sqlite3';
import { searchStatements, wordsQuery } from '@tp/api';
import { createDb } from '@tp/db';
import { partNumberKey, searchWords } from '@tp/schemas';
const file = process.argv[2]!;
const kysely = createDb(file);
const raw = new Database(file, { readonly: true });
const numbers = raw.prepare('select partnumber from spare_parts order by random() limit 3000').pluck().all() as string[];
const stmts = new Map<string, Database.Statement>();
const prep = (s: string) => stmts.get(s) ?? (stmts.set(s, raw.prepare(s)), stmts.get(s)!);
for (const mode of ['full', 'prefix']) {
  const times = [0, 0];
  for (const n of numbers) {
    const q = mode === 'full' ? n.toLowerCase() : n.slice(0, 1 + (n.length * 0.6) | 0);
    const st = searchStatements(kysely, wordsQuery(searchWords(q), partNumberKey(q), 'and'), 'en', 50);
    st.forEach((c, i) => { const s = prep(c.sql); const t = performance.now(); s.all(...(c.parameters as unknown[])); times[i]! += performance.now() - t; });
  }
  console.log(mode, 'parts µs', (times[0]! / numbers.length * 1000).toFixed(0), 'titles µs', (times[1]! / numbers.length * 1000).toFixed(0));
}
