import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCaller, type TestCaller } from '../../testing/test-caller.ts';
import { KeptSearches } from './kept-searches.ts';

// The kept answers on a real database: a content write (the content version its triggers move) forgets them all.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const keep = (kept: KeptSearches<string>, key: string, answer: string, now: number) => {
  const read = kept.read(t.db, key, now);
  if ('keep' in read) read.keep(answer);
  return read;
};

describe('KeptSearches', () => {
  it('answers a kept search until its time is up', () => {
    const kept = new KeptSearches<string>({ entries: 10, ttlMs: 10_000 });
    expect('keep' in keep(kept, 'en\0seal', 'seals', 0)).toBe(true);
    expect(kept.read(t.db, 'en\0seal', 9_999)).toEqual({ answer: 'seals' });
    expect('keep' in kept.read(t.db, 'en\0seal', 10_000)).toBe(true);
  });

  it('forgets every answer after a content write, and does not keep one read before it', async () => {
    const kept = new KeptSearches<string>({ entries: 10, ttlMs: 60_000 });
    keep(kept, 'a', 'old a', 0);
    const before = kept.read(t.db, 'b', 0);
    await t.admin.category.create({ name: 'Seals' });
    if ('keep' in before) before.keep('b read before the write');
    expect('keep' in kept.read(t.db, 'a', 1)).toBe(true);
    expect('keep' in kept.read(t.db, 'b', 1)).toBe(true);
  });

  it('drops the least recently used beyond its bound', () => {
    const kept = new KeptSearches<string>({ entries: 2, ttlMs: 60_000 });
    keep(kept, 'a', 'A', 0);
    keep(kept, 'b', 'B', 0);
    expect(kept.read(t.db, 'a', 1)).toEqual({ answer: 'A' });
    keep(kept, 'c', 'C', 1);
    expect('keep' in kept.read(t.db, 'b', 2)).toBe(true);
    expect(kept.read(t.db, 'a', 2)).toEqual({ answer: 'A' });
  });
});
