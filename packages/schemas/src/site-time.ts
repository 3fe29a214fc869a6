/** A date and time as the API takes it: with its offset (`…Z`, `…+01:00`), or without one in the site's time zone. */
export const SCHEDULE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The site's time zone unless SITE_TIME_ZONE names another: the company's, for times the team types. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Whether the runtime knows a time zone's name (SITE_TIME_ZONE is checked at start). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const HALF_DAY_MS = 12 * 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds (+3,600,000 for Berlin in winter). */
function offsetAt(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a time of the API's shape names (`SCHEDULE_TIME`): as given when it has an offset, else read on the
 * site's wall clock. A wall time the clock skips (02:30 when summer time begins) is taken an hour later; one it
 * passes twice (02:30 when it ends) the first time.
 */
export function instantOf(value: string, timeZone: string): Date {
  const [, year, month, day, hour, minute, second = '0', offset] = SCHEDULE_TIME.exec(value) ?? [];
  if (offset) return new Date(value);
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  // The zone's offsets half a day either side: the same but near a change of clock, when the wall time may be
  // read with either, once (each gives the same instant), twice (the earlier is taken) or never (the earlier offset).
  const before = wall - offsetAt(wall - HALF_DAY_MS, timeZone);
  const after = wall - offsetAt(wall + HALF_DAY_MS, timeZone);
  const shows = (instant: number) => wall - instant === offsetAt(instant, timeZone);
  const instant = [Math.min(before, after), Math.max(before, after)].find(shows) ?? before;
  return new Date(instant);
}

/** An instant as a zone's wall clock shows it, as a date-time field takes it: `2026-12-01T09:00`. */
export function wallTimeIn(instant: Date | string, timeZone: string): string {
  const at = new Date(instant).getTime();
  return new Date(at + offsetAt(at, timeZone)).toISOString().slice(0, 16);
}
