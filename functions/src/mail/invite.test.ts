import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  bookingInvite,
  bookingUid,
  inviteAttachment,
  type BookingInviteInput,
  type InvitePerson,
} from "./invite";

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;

const START = Date.UTC(2026, 2, 10, 16, 0); // 2026-03-10 16:00 UTC
const END = Date.UTC(2026, 2, 10, 16, 30);
const STAMP = Date.UTC(2026, 2, 1, 9, 15, 42);

const customer: InvitePerson = { name: "Carl Customer", email: "carl@example.com" };
const host: InvitePerson = { name: "Ada Lovelace", email: "ada@bluepeakdigital.com" };

function input(overrides: Partial<BookingInviteInput> = {}): BookingInviteInput {
  return {
    uid: "booking-b1@www.example.com",
    sequence: 0,
    method: "REQUEST",
    status: "CONFIRMED",
    start: START,
    end: END,
    summary: "SEO: call with Bluepeak Digital (Ada Lovelace)",
    description:
      "A call about SEO.\nMy Calls: https://www.example.com/dashboard/myCalls\nThe service: https://www.example.com/services/services/seo",
    url: "https://www.example.com/dashboard/myCalls",
    organizer: { name: "Bluepeak Digital", email: "hello@bluepeakdigital.com" },
    attendees: [customer, host],
    stamp: STAMP,
    ...overrides,
  };
}

function parse(ics: string): { calendar: Component; event: Component } {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const [event] = events;
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
}

function text(component: Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== "string") throw new Error(`${name} is not text`);
  return value;
}

/** A DATE-TIME in UTC, as ical.js read it: its ISO text and its instant. */
function utc(component: Component, name: string): { iso: string; ms: number; utc: boolean } {
  const value = component.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a time`);
  return {
    iso: value.toString(),
    ms: value.toJSDate().getTime(),
    utc: value.zone === ICAL.Timezone.utcTimezone,
  };
}

function param(property: Property, name: string): string {
  const value = property.getParameter(name);
  if (typeof value !== "string") throw new Error(`${name} is not one value`);
  return value;
}

function people(event: Component, name: "organizer" | "attendee"): Property[] {
  return event.getAllProperties(name);
}

describe("bookingInvite", () => {
  it("writes every field of a REQUEST, as a real parser reads it", () => {
    const { calendar, event } = parse(bookingInvite(input({ sequence: 3 })));
    expect(text(calendar, "version")).toBe("2.0");
    expect(text(calendar, "prodid")).toBe("-//Bluepeak Digital//Bookings//EN");
    expect(text(calendar, "method")).toBe("REQUEST");
    expect(text(event, "uid")).toBe("booking-b1@www.example.com");
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
    expect(text(event, "status")).toBe("CONFIRMED");
    expect(utc(event, "dtstamp")).toEqual({ iso: "2026-03-01T09:15:42Z", ms: STAMP, utc: true });
    expect(utc(event, "dtstart")).toEqual({ iso: "2026-03-10T16:00:00Z", ms: START, utc: true });
    expect(utc(event, "dtend")).toEqual({ iso: "2026-03-10T16:30:00Z", ms: END, utc: true });
    expect(text(event, "summary")).toBe("SEO: call with Bluepeak Digital (Ada Lovelace)");
    expect(text(event, "description")).toBe(input().description);
    expect(text(event, "url")).toBe("https://www.example.com/dashboard/myCalls");

    const [organizer, ...moreOrganizers] = people(event, "organizer");
    expect(moreOrganizers).toEqual([]);
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe(
      "mailto:hello@bluepeakdigital.com",
    );
    expect(organizer && param(organizer, "cn")).toBe("Bluepeak Digital");

    const attendees = people(event, "attendee");
    expect(
      attendees.map((attendee) => ({
        address: String(attendee.getFirstValue()).toLowerCase(),
        cn: param(attendee, "cn"),
        rsvp: param(attendee, "rsvp"),
        partstat: param(attendee, "partstat"),
        role: param(attendee, "role"),
      })),
    ).toEqual([
      {
        address: "mailto:carl@example.com",
        cn: "Carl Customer",
        rsvp: "TRUE",
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
      {
        address: "mailto:ada@bluepeakdigital.com",
        cn: "Ada Lovelace",
        rsvp: "TRUE",
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
    ]);
  });

  it("writes the times in UTC with Z, never with a TZID or a VTIMEZONE", () => {
    const ics = bookingInvite(input());
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTART:20260310T160000Z");
    expect(lines).toContain("DTEND:20260310T163000Z");
    expect(lines).toContain("DTSTAMP:20260301T091542Z");
    expect(ics).not.toMatch(/TZID|VTIMEZONE/);
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED, the same UID and a higher SEQUENCE", () => {
    const request = parse(bookingInvite(input({ sequence: 1 })));
    const cancel = parse(
      bookingInvite(input({ sequence: 2, method: "CANCEL", status: "CANCELLED" })),
    );
    expect(text(cancel.calendar, "method")).toBe("CANCEL");
    expect(text(cancel.event, "status")).toBe("CANCELLED");
    expect(text(cancel.event, "uid")).toBe(text(request.event, "uid"));
    expect(cancel.event.getFirstPropertyValue("sequence")).toBe(2);
    // A cancellation expects no reply; every attendee is still named (RFC 5546 3.2.5).
    expect(
      people(cancel.event, "attendee").map((attendee) => [
        String(attendee.getFirstValue()).toLowerCase(),
        param(attendee, "rsvp"),
        param(attendee, "partstat"),
      ]),
    ).toEqual([
      ["mailto:carl@example.com", "FALSE", "NEEDS-ACTION"],
      ["mailto:ada@bluepeakdigital.com", "FALSE", "NEEDS-ACTION"],
    ]);
  });

  it("ends every line in CRLF and folds lines at 75 octets, never inside a character", () => {
    const summary = `Référencement (SEO) — ${"appel €💬 ".repeat(12)}`.trim();
    const ics = bookingInvite(input({ summary }));
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const lines = ics.slice(0, -2).split("\r\n");
    for (const line of lines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\uFFFD/);
    }
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    expect(text(parse(ics).event, "summary")).toBe(summary);
  });

  it("keeps hostile values inside their own property: no line break starts a new one", () => {
    const name = `Carl <script>alert(1)</script>\r\nATTENDEE:mailto:evil@example.net\nX: "q"; a, b`;
    const description = "Hello\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged";
    const summary = "SEO; a, b \\ c\nSTATUS:CANCELLED";
    const ics = bookingInvite(
      input({ summary, description, attendees: [{ name, email: "carl@example.com" }, host] }),
    );
    const { event } = parse(ics);
    expect(text(event, "uid")).toBe("booking-b1@www.example.com");
    expect(text(event, "status")).toBe("CONFIRMED");
    expect(text(event, "summary")).toBe(summary);
    expect(text(event, "description")).toBe(description.replaceAll("\r\n", "\n"));
    const attendees = people(event, "attendee");
    expect(attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      "mailto:carl@example.com",
      "mailto:ada@bluepeakdigital.com",
    ]);
    expect(attendees[0] && param(attendees[0], "cn")).toBe(name.replace("\r\n", "\n"));
    expect(
      ics.split("\r\n").filter((line) => /^(ATTENDEE|UID|STATUS|END:VEVENT)/.test(line)),
    ).toHaveLength(5);
  });

  it.each([
    ["an end before the start", { end: START - 1 }],
    ["an end at the start", { end: START }],
    ["a start that is not a time", { start: Number.NaN }],
    ["a negative sequence", { sequence: -1 }],
    ["a fractional sequence", { sequence: 1.5 }],
    ["no attendee", { attendees: [] }],
    ["a UID with a space", { uid: "booking-b1 @www.example.com" }],
    ["an empty UID", { uid: "" }],
  ] satisfies [string, Partial<BookingInviteInput>][])("refuses %s", (_what, overrides) => {
    expect(() => bookingInvite(input(overrides))).toThrow(RangeError);
  });
});

describe("bookingUid", () => {
  it("is booking-<id>@<the site's host name>, the same for every invite of the booking", () => {
    expect(bookingUid("b1", "https://www.example.com")).toBe("booking-b1@www.example.com");
    expect(bookingUid("b1", "https://www.example.com/dashboard/myCalls")).toBe(
      "booking-b1@www.example.com",
    );
    expect(bookingUid("Xy7", "http://127.0.0.1:5000")).toBe("booking-Xy7@127.0.0.1");
  });
});

describe("inviteAttachment", () => {
  it.each(["REQUEST", "CANCEL"] as const)("names the method %s in its content type", (method) => {
    const ics = bookingInvite(
      input({ method, status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED" }),
    );
    expect(inviteAttachment(ics, method)).toEqual({
      filename: "invite.ics",
      content: ics,
      contentType: `text/calendar; method=${method}`,
    });
  });
});
