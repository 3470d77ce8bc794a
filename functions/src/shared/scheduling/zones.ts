/**
 * Dates, times of day and time zones, on plain `Intl` (the IANA database the runtime's ICU
 * carries): no dependency, the same answers in the browser and in the functions.
 *
 * Vocabulary: an instant is epoch milliseconds; a date is `YYYY-MM-DD` (a calendar day, no zone);
 * a time of day is `HH:MM` (`24:00` only as the end of a range: the next day's 00:00).
 *
 * A local date and time names zero, one or two instants:
 * - one, most of the time;
 * - none, in a gap (clocks go forward: 02:30 on 2026-03-29 in Europe/Berlin). As the start of a
 *   call it does not exist and is skipped (zonedInstant gives null); as the boundary of a range or
 *   a day it stands for the instant the clocks jump (zonedBoundary): a range 01:00-02:30 on that
 *   day ends at 03:00 CEST, the moment after 01:59:59 CET;
 * - two, in an overlap (clocks go back: 01:30 on 2026-11-01 in America/New_York): the first
 *   occurrence (the earlier instant, still on summer time), for starts and boundaries alike.
 *
 * How they are written for people ("Tue 3 Mar 2026, 10:00 (GMT+1)"): ../format/dates.ts.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** The keys of a week, Monday first (`weekly` in hosts/{id}). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The longest zone name taken (the longest IANA name has 32 characters). */
const ZONE_NAME_MAX = 64;
/** An IANA name: `Area/Location...`, `UTC`, `EST5EDT`, `Etc/GMT+5`; never an offset (`+05:30`). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * One formatter per valid zone, by its name in lower case: Intl reads names case-insensitively,
 * so the map holds about 600 entries at most, whatever spellings callers send. Unknown names are
 * not kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat | null {
  const key = timeZone.toLowerCase();
  const known = formatters.get(key);
  if (known) return known;
  if (timeZone.length > ZONE_NAME_MAX || !ZONE_NAME.test(timeZone)) return null;
  let made: Intl.DateTimeFormat;
  try {
    made = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
  } catch {
    return null;
  }
  formatters.set(key, made);
  return made;
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  const made = formatterOf(timeZone);
  if (!made) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return made;
}

/**
 * Whether `name` is a time zone of the IANA database as the runtime knows it ("Europe/Berlin",
 * "Asia/Kolkata" and its old name "Asia/Calcutta", "UTC"; in any case, as Intl reads them).
 * Offsets ("+05:30") are refused.
 */
export function isTimeZone(name: string): boolean {
  return formatterOf(name) !== null;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallOf(instant: number, timeZone: string): Wall {
  const wall: Wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type in wall) wall[part.type as keyof Wall] = Number(part.value);
  }
  return wall;
}

/** The wall clock of `wall` read as if it were UTC, in milliseconds. */
function wallMs({ year, month, day, hour, minute, second }: Wall): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / SECOND) * SECOND;
  return wallMs(wallOf(whole, timeZone)) - whole;
}

/** How far the zone's clocks are ahead of UTC at `instant`, in minutes (Berlin in winter: 60). */
export function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round(offsetMs(instant, timeZone) / MINUTE);
}

/** The instants whose wall clock in the zone reads `wall` (ms as if UTC): 0, 1 or 2, in order. */
function instantsOfWall(wall: number, timeZone: string): number[] {
  const before = offsetMs(wall - DAY, timeZone);
  const after = offsetMs(wall + DAY, timeZone);
  const found: number[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = wall - offset;
    if (offsetMs(instant, timeZone) === offset && !found.includes(instant)) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/**
 * The instant a wall clock reading inside a gap stands for as a boundary: when the clocks jump.
 * Between `wall - after` (still the old offset) and `wall - before` (already the new one).
 */
function gapEnd(wall: number, timeZone: string): number {
  const before = offsetMs(wall - DAY, timeZone);
  let low = wall - offsetMs(wall + DAY, timeZone);
  let high = wall - before;
  if (high <= low) return wall - before;
  while (high - low > SECOND) {
    const middle = low + Math.floor((high - low) / 2 / SECOND) * SECOND;
    if (offsetMs(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** Days since 1970-01-01 of a valid date, else NaN. */
function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return NaN;
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  if (at.getUTCMonth() !== month - 1) return NaN;
  return at.getTime() / DAY;
}

function dateOfDayNumber(days: number): string {
  return new Date(days * DAY).toISOString().slice(0, 10);
}

/** Whether `value` is a calendar date `YYYY-MM-DD` (years 1000-9999; 2026-02-29 is not). */
export function isDate(value: string): boolean {
  return !Number.isNaN(dayNumber(value));
}

function checkedDay(date: string): number {
  const days = dayNumber(date);
  if (Number.isNaN(days)) throw new RangeError(`Not a date: ${date}`);
  return days;
}

/** The date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(checkedDay(date) + days);
}

/** How many days `to` is after `from` (2026-03-01 to 2026-03-03: 2). */
export function daysBetween(from: string, to: string): number {
  return checkedDay(to) - checkedDay(from);
}

/** The day of the week of a date. */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday (index 3, Monday first).
  const index = (((checkedDay(date) + 3) % 7) + 7) % 7;
  return WEEKDAYS[index] ?? "mon";
}

/**
 * Whether `value` is a time of day `HH:MM` from 00:00 to 23:59, or 24:00 when `end` (a range's
 * end). Minutes are not checked for a multiple of 5 here.
 */
export function isTimeOfDay(value: string, { end = false }: { end?: boolean } = {}): boolean {
  const match = TIME.exec(value);
  if (!match) return false;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours === 24) return end && minutes === 0;
  return hours < 24 && minutes < 60;
}

/** The minutes since midnight of a time of day ("09:30": 570; "24:00": 1440); NaN if malformed. */
export function minutesOf(time: string): number {
  if (!isTimeOfDay(time, { end: true })) return NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The time of day `HH:MM` of minutes since midnight (0 to 1440). */
export function timeOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function wallOfDate(date: string, time: string): number {
  const minutes = minutesOf(time);
  if (Number.isNaN(minutes)) throw new RangeError(`Not a time of day: ${time}`);
  return checkedDay(date) * DAY + minutes * MINUTE;
}

/**
 * The instant of a local date and time in a zone, as the start of something: null when that
 * local time does not exist (a gap); the first occurrence when it exists twice (an overlap).
 */
export function zonedInstant(date: string, time: string, timeZone: string): number | null {
  return instantsOfWall(wallOfDate(date, time), timeZone)[0] ?? null;
}

/**
 * The instant of a local date and time in a zone, as a boundary (a range's start or end, a day's
 * start): in a gap, the instant the clocks jump; in an overlap, the first occurrence.
 */
export function zonedBoundary(date: string, time: string, timeZone: string): number {
  return boundaryOfWall(wallOfDate(date, time), timeZone);
}

/**
 * One local day of a zone, for converting many times of it: when the offset is the same at both
 * ends of the day (nearly every day), a time is its minutes after the day's start; on a day the
 * clocks change, each time is converted by the rules of zonedInstant and zonedBoundary.
 */
export interface LocalDay {
  date: string;
  /** The instant the day starts (its 00:00, as a boundary). */
  start: number;
  /** The instant the next day starts. */
  end: number;
  /** zonedInstant of `minutes` (0 to 1440) after midnight on this day. */
  instant(minutes: number): number | null;
  /** zonedBoundary of `minutes` (0 to 1440) after midnight on this day. */
  boundary(minutes: number): number;
}

export function localDay(date: string, timeZone: string): LocalDay {
  const midnight = checkedDay(date) * DAY;
  const start = boundaryOfWall(midnight, timeZone);
  return makeDay(date, midnight, start, boundaryOfWall(midnight + DAY, timeZone), timeZone);
}

/**
 * The local days from `first` to `last` (inclusive) of a zone, in order; each day's end is the
 * next one's start, converted once.
 */
export function localDays(first: string, last: string, timeZone: string): LocalDay[] {
  const days: LocalDay[] = [];
  const count = daysBetween(first, last) + 1;
  let midnight = checkedDay(first) * DAY;
  let start = boundaryOfWall(midnight, timeZone);
  for (let index = 0; index < count; index += 1) {
    const next = midnight + DAY;
    const end = boundaryOfWall(next, timeZone);
    days.push(makeDay(dateOfDayNumber(midnight / DAY), midnight, start, end, timeZone));
    start = end;
    midnight = next;
  }
  return days;
}

function boundaryOfWall(wall: number, timeZone: string): number {
  return instantsOfWall(wall, timeZone)[0] ?? gapEnd(wall, timeZone);
}

function makeDay(
  date: string,
  midnight: number,
  start: number,
  end: number,
  timeZone: string,
): LocalDay {
  // 24 hours from midnight to midnight: the same offset at both ends, no change of clocks in
  // between (two changes within one day that cancel out are not in the database).
  if (end - start === DAY) {
    const at = (minutes: number) => start + minutes * MINUTE;
    return { date, start, end, instant: at, boundary: at };
  }
  return {
    date,
    start,
    end,
    instant: (minutes) => instantsOfWall(midnight + minutes * MINUTE, timeZone)[0] ?? null,
    boundary: (minutes) => boundaryOfWall(midnight + minutes * MINUTE, timeZone),
  };
}

/** The local date and time of an instant in a zone. */
export function localDateTime(
  instant: number,
  timeZone: string,
): { date: string; time: string; offsetMinutes: number } {
  const wall = wallOf(Math.floor(instant / SECOND) * SECOND, timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    date: `${String(wall.year).padStart(4, "0")}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
    offsetMinutes: Math.round((wallMs(wall) - Math.floor(instant / SECOND) * SECOND) / MINUTE),
  };
}

/** The local date `YYYY-MM-DD` of an instant in a zone. */
export function localDate(instant: number, timeZone: string): string {
  return localDateTime(instant, timeZone).date;
}

/** The local time `HH:MM` of an instant in a zone. */
export function localTime(instant: number, timeZone: string): string {
  return localDateTime(instant, timeZone).time;
}

/** ISO 8601 with seconds and fractions optional and an offset or Z required. */
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/**
 * The instant an ISO 8601 date-time with an offset or `Z` names ("2026-03-03T10:00:00+01:00",
 * "2026-03-03T09:00Z"), or null: no offset (a local time names no instant), an impossible date or
 * time (2026-02-30, 24:00), an offset past ±18:00. Stricter than Date.parse, which rolls over.
 */
export function parseIsoInstant(value: string): number | null {
  const match = ISO_INSTANT.exec(value);
  if (!match) return null;
  const [, date = "", hh = "", mm = "", ss = "0", fraction = "", zulu, sign, oh = "", om = ""] =
    match;
  const days = dayNumber(date);
  const [hours, minutes, seconds] = [Number(hh), Number(mm), Number(ss)];
  if (Number.isNaN(days) || hours > 23 || minutes > 59 || seconds > 59) return null;
  let offset = 0;
  if (!zulu) {
    const [offsetHours, offsetMinutesPart] = [Number(oh), Number(om)];
    if (offsetMinutesPart > 59 || offsetHours * 60 + offsetMinutesPart > 18 * 60) return null;
    offset = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutesPart);
  }
  const millis = Number(fraction.padEnd(3, "0"));
  return (
    days * DAY +
    hours * 60 * MINUTE +
    minutes * MINUTE +
    seconds * SECOND +
    millis -
    offset * MINUTE
  );
}

/**
 * Zones the IANA database renamed whose old names the browsers' ICU still reports (Chromium says
 * "Asia/Calcutta" for a visitor in India): the names people know today. Both work everywhere.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** A zone by its current IANA name. */
export const currentZoneName = (timeZone: string): string => RENAMED_ZONES[timeZone] ?? timeZone;
