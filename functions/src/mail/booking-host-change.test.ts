import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { hostChangeMails } from "./booking-host-change";
import { bookingChangeMails, type BookingMailInput } from "./booking-templates";
import type { MailDocument } from "./templates";

type Component = InstanceType<typeof ICAL.Component>;

const START = Date.UTC(2026, 2, 10, 16, 0);
const END = Date.UTC(2026, 2, 10, 16, 30);
const BEFORE = { start: Date.UTC(2026, 2, 9, 9, 0), end: Date.UTC(2026, 2, 9, 9, 30) };
const NOW = Date.UTC(2026, 2, 1, 8, 0);
const origin = "https://www.example.com";

/** A call moved from Daniel Okafor (9 March) to Maya Chen (10 March), sequence 1. */
function moved(hostEmail = "maya@agency.test"): BookingMailInput {
  return {
    booking: {
      id: "b1",
      serviceTitle: "SEO",
      hostName: "Maya Chen",
      name: "Carl Customer",
      email: "carl@example.com",
      timeZone: "Europe/Berlin",
      start: START,
      end: END,
      status: "booked",
      sequence: 1,
    },
    agencyTimeZone: "Europe/Berlin",
    hostEmail,
    links: { myCalls: `${origin}/dashboard/myCalls`, service: `${origin}/services/seo` },
    previous: { ...BEFORE, host: { id: "daniel-okafor", name: "Daniel Okafor" } },
  };
}

function event(mail: MailDocument | null): Component {
  const content = mail?.message.attachments?.[0]?.content;
  if (!content) throw new Error("no invite");
  const found = new ICAL.Component(ICAL.parse(content) as unknown[]);
  const vevent = found.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return vevent;
}

const attendees = (vevent: Component) =>
  vevent
    .getAllProperties("attendee")
    .map((property) => String(property.getFirstValue()).toLowerCase());

const instant = (vevent: Component, name: string) => {
  const value = vevent.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a time`);
  return value.toJSDate().getTime();
};

describe("hostChangeMails", () => {
  it("cancels the call for the former host at its old time, and invites the new host", () => {
    const input = moved();
    const { former, current } = hostChangeMails(
      input,
      {
        name: "Daniel Okafor",
        email: "daniel@agency.test",
      },
      NOW,
    );
    const customer = bookingChangeMails("moved", input, NOW).customer;
    expect(former).toMatchObject({ to: "daniel@agency.test", kind: "booking-host-released" });
    expect(former?.message.attachments?.[0]?.contentType).toBe("text/calendar; method=CANCEL");
    expect(current).toMatchObject({ to: "maya@agency.test", kind: "booking-host-assigned" });
    expect(current?.message.attachments?.[0]?.contentType).toBe("text/calendar; method=REQUEST");
    const [cancel, request, theirs] = [event(former), event(current), event(customer)];
    // One UID and SEQUENCE for all three: the calendars hold one event.
    expect(cancel.getFirstPropertyValue("uid")).toBe(theirs.getFirstPropertyValue("uid"));
    expect(request.getFirstPropertyValue("uid")).toBe(theirs.getFirstPropertyValue("uid"));
    expect(cancel.getFirstPropertyValue("sequence")).toBe(1);
    expect(request.getFirstPropertyValue("sequence")).toBe(1);
    expect(cancel.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(instant(cancel, "dtstart")).toBe(BEFORE.start);
    expect(attendees(cancel)).toEqual(["mailto:daniel@agency.test"]);
    expect(instant(request, "dtstart")).toBe(START);
    expect(attendees(request)).toEqual(["mailto:carl@example.com", "mailto:maya@agency.test"]);
    // The customer is told who has the call now, and who had it.
    expect(customer.message.text).toContain("with Maya Chen has moved");
    expect(customer.message.text).toContain("Daniel Okafor");
    expect(String(theirs.getFirstPropertyValue("summary"))).toContain("Maya Chen");
  });

  it("leaves out a host without an address, and never the customer", () => {
    const input = moved("");
    const { former, current } = hostChangeMails(input, { name: "Daniel Okafor", email: "" }, NOW);
    expect(former).toBeNull();
    expect(current).toBeNull();
    expect(attendees(event(bookingChangeMails("moved", input, NOW).customer))).toEqual([
      "mailto:carl@example.com",
    ]);
  });
});

describe("a host without a readable address", () => {
  it.each(["confirmed", "moved", "cancelled"] as const)(
    "still makes the customer's %s email, the host left out of its invite",
    (change) => {
      const input = { ...moved(""), previous: BEFORE };
      const { customer } = bookingChangeMails(change, input, NOW);
      expect(customer.to).toBe("carl@example.com");
      expect(attendees(event(customer))).toEqual(["mailto:carl@example.com"]);
    },
  );
});
