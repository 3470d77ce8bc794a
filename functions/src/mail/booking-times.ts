/**
 * A call's times in its emails, written out as in a sentence (../shared/format/dates.ts):
 * "Tuesday 10 March 2026, 21:30–22:00", labelled "Asia/Kolkata, GMT+5:30", in the customer's zone
 * and the agency's.
 */
import { formatDateTimeRange, formatOffset } from "../shared/format/dates";
import { isTimeZone } from "../shared/scheduling/zones";

/** What the times of an email depend on: the customer's zone and the agency's. */
interface ZonedInput {
  booking: { timeZone: string };
  agencyTimeZone: string;
}

/** A call's time in one zone; the end's date is written only when it is not the start's. */
export function formatCallTime(start: number, end: number, timeZone: string): string {
  return formatDateTimeRange(start, end, timeZone, { date: "long" });
}

/** The zone's name and its offset from UTC at `at`: "Asia/Kolkata, GMT+5:30". */
export function zoneLabel(at: number, timeZone: string): string {
  return `${timeZone}, ${formatOffset(at, timeZone)}`;
}

export type Span = { start: number; end: number };
export type Audience = "customer" | "host";
export type Row = [string, string];

/** The agency's zone (UTC when it is not one) and the customer's (null when it is not one). */
function zones(input: ZonedInput): { customer: string | null; agency: string } {
  const agency = isTimeZone(input.agencyTimeZone) ? input.agencyTimeZone : "UTC";
  const customer = isTimeZone(input.booking.timeZone) ? input.booking.timeZone : null;
  return { customer, agency };
}

const ZONE_WORDS: Record<Audience, { customer: string; agency: string; both: string }> = {
  customer: { customer: "Your time", agency: "Our time", both: "Your time and ours" },
  host: {
    customer: "Customer's time",
    agency: "Agency time",
    both: "Agency time, also the customer's",
  },
};

/**
 * A span in the customer's zone and the agency's: one row when they are the same zone, or when
 * the customer's is not a zone (then only the agency's).
 */
export function timeRows(input: ZonedInput, audience: Audience, span: Span, before = false): Row[] {
  const { customer, agency } = zones(input);
  const words = ZONE_WORDS[audience];
  const label = (word: string, zone: string): string => {
    const text = `${word} (${zoneLabel(span.start, zone)})`;
    return before ? `Before, ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  };
  if (customer === null || customer === agency) {
    const word = customer === null ? words.agency : words.both;
    return [[label(word, agency), formatCallTime(span.start, span.end, agency)]];
  }
  return [
    [label(words.customer, customer), formatCallTime(span.start, span.end, customer)],
    [label(words.agency, agency), formatCallTime(span.start, span.end, agency)],
  ];
}
