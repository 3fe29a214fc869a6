import { describe, expect, it } from 'vitest';
import { instantOf, isTimeZone, wallTimeIn } from './site-time.ts';

const BERLIN = 'Europe/Berlin';
const at = (value: string, zone = BERLIN) => instantOf(value, zone).toISOString();

describe('instantOf: a time the team types, on the site’s clock', () => {
  it('reads a time without an offset in the site’s zone, winter and summer', () => {
    expect(at('2026-12-01T09:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(at('2026-07-01T09:00:30')).toBe('2026-07-01T07:00:30.000Z');
    expect(at('2026-12-01T09:00', 'UTC')).toBe('2026-12-01T09:00:00.000Z');
    expect(at('2026-12-01T09:00', 'Europe/Moscow')).toBe('2026-12-01T06:00:00.000Z');
  });

  it('takes a time with an offset as given', () => {
    expect(at('2026-12-01T09:00:00Z')).toBe('2026-12-01T09:00:00.000Z');
    expect(at('2026-12-01T09:00+03:00')).toBe('2026-12-01T06:00:00.000Z');
  });

  it('takes a skipped wall time an hour later, and a doubled one the first time', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(at('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25T03:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('knows a zone by name', () => {
    expect(isTimeZone(BERLIN)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('shows an instant on a zone’s wall clock, as a date-time field takes it', () => {
    expect(wallTimeIn('2026-12-01T08:00:00.000Z', BERLIN)).toBe('2026-12-01T09:00');
    expect(wallTimeIn('2026-07-01T07:00:30.000Z', BERLIN)).toBe('2026-07-01T09:00');
    expect(wallTimeIn(instantOf('2026-10-25T02:30', BERLIN), BERLIN)).toBe('2026-10-25T02:30');
  });
});
