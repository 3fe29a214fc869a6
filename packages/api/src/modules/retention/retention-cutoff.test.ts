import { expect, it } from 'vitest';
import { retentionCutoff } from './retention-cutoff.ts';

const cutoff = (now: string, months: number) => retentionCutoff(new Date(now), months).toISOString();

it('goes back whole calendar months, keeping the time of day', () => {
  expect(cutoff('2026-11-22T09:00:00.000Z', 24)).toBe('2024-11-22T09:00:00.000Z');
  expect(cutoff('2026-01-15T23:59:59.999Z', 1)).toBe('2025-12-15T23:59:59.999Z');
  expect(cutoff('2026-03-01T00:00:00.000Z', 120)).toBe('2016-03-01T00:00:00.000Z');
});

it('takes the last day of a shorter month rather than running over into the next', () => {
  expect(cutoff('2026-05-31T12:00:00.000Z', 3)).toBe('2026-02-28T12:00:00.000Z');
  expect(cutoff('2028-03-31T12:00:00.000Z', 1)).toBe('2028-02-29T12:00:00.000Z');
  expect(cutoff('2026-12-31T12:00:00.000Z', 1)).toBe('2026-11-30T12:00:00.000Z');
});
