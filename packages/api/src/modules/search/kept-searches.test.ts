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
/** A query asked twice: the second answer is kept. */
const askTwice = (kept: KeptSearches<string>, key: string, answer: string, now: number) => {
  keep(kept, key, answer, now);
  return keep(kept, key, answer, now);
};

describe('KeptSearches', () => {
  it('keeps the answer of a query asked a second time, until its time is up', () => {
    const kept = new KeptSearches<string>({ entries: 10, ttlMs: 10_000 });
    expect('keep' in keep(kept, 'en\0seal', 'seals', 0)).toBe(true);
    expect('keep' in keep(kept, 'en\0seal', 'seals', 1)).toBe(true);
    expect(kept.read(t.db, 'en\0seal', 9_999)).toEqual({ answer: 'seals' });
    expect('keep' in kept.read(t.db, 'en\0seal', 10_001)).toBe(true);
  });

  it("keeps nothing of a query asked once, or asked again only after an answer's time", () => {
    const kept = new KeptSearches<string>({ entries: 10, ttlMs: 10_000 });
    keep(kept, 'en\0blade', 'blades', 0);
    expect('keep' in kept.read(t.db, 'en\0ring', 1)).toBe(true);
    keep(kept, 'en\0blade', 'blades', 10_000);
    expect('keep' in keep(kept, 'en\0blade', 'blades', 10_001)).toBe(true);
    expect(kept.read(t.db, 'en\0blade', 10_002)).toEqual({ answer: 'blades' });
  });

  it('forgets every answer after a content write, and does not keep one read before it', async () => {
    const kept = new KeptSearches<string>({ entries: 10, ttlMs: 60_000 });
    askTwice(kept, 'a', 'old a', 0);
    kept.read(t.db, 'b', 0);
    const before = kept.read(t.db, 'b', 0);
    await t.admin.category.create({ name: 'Seals' });
    expect('keep' in kept.read(t.db, 'a', 1)).toBe(true);
    if ('keep' in before) before.keep('b read before the write');
    expect(kept.read(t.db, 'b', 1)).not.toHaveProperty('answer');
  });

  it('drops the least recently used beyond its bound', () => {
    const kept = new KeptSearches<string>({ entries: 2, ttlMs: 60_000 });
    askTwice(kept, 'a', 'A', 0);
    askTwice(kept, 'b', 'B', 0);
    expect(kept.read(t.db, 'a', 1)).toEqual({ answer: 'A' });
    askTwice(kept, 'c', 'C', 1);
    expect('keep' in kept.read(t.db, 'b', 2)).toBe(true);
    expect(kept.read(t.db, 'a', 2)).toEqual({ answer: 'A' });
  });
});
