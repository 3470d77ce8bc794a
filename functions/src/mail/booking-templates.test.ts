import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeMarkup } from "../shared/markup";
import { brand } from "../shared/site";
import {
  bookingChangeMails,
  bookingReminder,
  bookingStatusNote,
  formatCallTime,
  zoneLabel,
  type BookingMailInput,
} from "./booking-templates";
import type { BookingMailKind, MailDocument } from "./templates";

type Component = InstanceType<typeof ICAL.Component>;

const START = Date.UTC(2026, 2, 10, 16, 0); // 2026-03-10 16:00 UTC
const END = Date.UTC(2026, 2, 10, 16, 30);
const NOW = Date.UTC(2026, 2, 1, 8, 0);
const origin = "https://www.example.com";
const links = {
  myCalls: `${origin}/dashboard/myCalls`,
  service: `${origin}/services/services/seo`,
};

function mailInput(overrides: Partial<BookingMailInput["booking"]> = {}): BookingMailInput {
  return {
    booking: {
      id: "b1",
      serviceTitle: "SEO",
      hostName: "Ada Lovelace",
      name: "Carl Customer",
      email: "carl@example.com",
      timeZone: "Asia/Kolkata",
      start: START,
      end: END,
      status: "booked",
      sequence: 0,
      ...overrides,
    },
    agencyTimeZone: "Europe/Berlin",
    hostEmail: "ada@bluepeakdigital.com",
    links,
  };
}

/** The one attachment, checked to be the invite, parsed with ical.js. */
function invite(mail: MailDocument): { ics: string; calendar: Component; event: Component } {
  const [attachment, ...others] = mail.message.attachments ?? [];
  expect(others).toEqual([]);
  if (!attachment) throw new Error(`${mail.kind} has no attachment`);
  expect(attachment.filename).toBe("invite.ics");
  const calendar = new ICAL.Component(ICAL.parse(attachment.content) as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { ics: attachment.content, calendar, event };
}

function iso(event: Component, name: string): string {
  const value = event.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a time`);
  return value.toString();
}

describe("formatCallTime and zoneLabel", () => {
  it.each([
    // A customer at +5:30 and an agency in Berlin (CET, before its summer time).
    ["Asia/Kolkata", START, END, "Tuesday 10 March 2026, 21:30–22:00", "GMT+5:30"],
    ["Europe/Berlin", START, END, "Tuesday 10 March 2026, 17:00–17:30", "GMT+1"],
    ["Asia/Kathmandu", START, END, "Tuesday 10 March 2026, 21:45–22:15", "GMT+5:45"],
    // New York is on summer time from March 8, Berlin not until March 29.
    ["America/New_York", START, END, "Tuesday 10 March 2026, 12:00–12:30", "GMT-4"],
    ["UTC", START, END, "Tuesday 10 March 2026, 16:00–16:30", "GMT"],
    // Across midnight: the end's date is written too.
    [
      "Pacific/Auckland",
      Date.UTC(2026, 2, 10, 10, 45),
      Date.UTC(2026, 2, 10, 11, 15),
      "Tuesday 10 March 2026, 23:45 – Wednesday 11 March 2026, 00:15",
      "GMT+13",
    ],
    // Across Berlin's change to summer time (2:00 becomes 3:00 on March 29, 2026).
    [
      "Europe/Berlin",
      Date.UTC(2026, 2, 29, 0, 30),
      Date.UTC(2026, 2, 29, 1, 30),
      "Sunday 29 March 2026, 01:30–03:30",
      "GMT+1",
    ],
  ])("in %s from %i: %s", (zone, start, end, when, offset) => {
    expect(formatCallTime(start, end, zone)).toBe(when);
    expect(zoneLabel(start, zone)).toBe(`${zone}, ${offset}`);
  });
});

describe("the booking emails", () => {
  const input = mailInput();
  const booked = bookingChangeMails("confirmed", input, NOW);

  it("confirms the call to the customer in the customer's zone and the agency's", () => {
    const mail = booked.customer;
    expect(mail).toMatchObject({
      to: "carl@example.com",
      kind: "booking-confirmed",
      bookingId: "b1",
    });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.message.subject).toBe("Your call about SEO is booked");
    expect(mail.message.text).toBe(
      [
        "Hello Carl Customer,",
        "",
        "Your call about SEO with Ada Lovelace is booked.",
        "",
        "Service: SEO",
        `With: Ada Lovelace, ${brand.name}`,
        "Your time (Asia/Kolkata, GMT+5:30): Tuesday 10 March 2026, 21:30–22:00",
        "Our time (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30",
        "",
        "The attached invite adds the call to your calendar.",
        "",
        `My Calls: ${links.myCalls}`,
        `The service: ${links.service}`,
        "",
        `${brand.name}\n${brand.address}\n${brand.phones[0]} · ${brand.emails[0]}`,
        "",
      ].join("\n"),
    );
    expect(mail.message.html).toContain(
      '<th align="left" style="padding-right:12px">Your time (Asia/Kolkata, GMT+5:30)</th><td>Tuesday 10 March 2026, 21:30–22:00</td>',
    );
    expect(mail.message.html).toContain(
      '<th align="left" style="padding-right:12px">Our time (Europe/Berlin, GMT+1)</th><td>Tuesday 10 March 2026, 17:00–17:30</td>',
    );
    expect(mail.message.html).toContain(`<a href="${links.myCalls}">My Calls</a>`);
    expect(mail.message.html).toContain(`<a href="${links.service}">The service</a>`);
  });

  it("attaches a REQUEST invite that a parser reads field by field", () => {
    const { calendar, event } = invite(booked.customer);
    expect(booked.customer.message.attachments?.[0]?.contentType).toBe(
      "text/calendar; method=REQUEST",
    );
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe(`-//${brand.name}//Bookings//EN`);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstPropertyValue("uid")).toBe("booking-b1@www.example.com");
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(iso(event, "dtstamp")).toBe("2026-03-01T08:00:00Z");
    expect(iso(event, "dtstart")).toBe("2026-03-10T16:00:00Z");
    expect(iso(event, "dtend")).toBe("2026-03-10T16:30:00Z");
    expect(event.getFirstPropertyValue("summary")).toBe(
      `SEO: call with ${brand.name} (Ada Lovelace)`,
    );
    expect(event.getFirstPropertyValue("description")).toBe(
      `A call about SEO with Ada Lovelace of ${brand.name}.\nMy Calls: ${links.myCalls}\nThe service: ${links.service}`,
    );
    expect(event.getFirstPropertyValue("url")).toBe(links.myCalls);
    const organizer = event.getFirstProperty("organizer");
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe(`mailto:${brand.emails[0]}`);
    expect(organizer?.getParameter("cn")).toBe(brand.name);
    expect(
      event
        .getAllProperties("attendee")
        .map((attendee) => [
          String(attendee.getFirstValue()).toLowerCase(),
          attendee.getParameter("cn"),
          attendee.getParameter("rsvp"),
          attendee.getParameter("partstat"),
        ]),
    ).toEqual([
      ["mailto:carl@example.com", "Carl Customer", "TRUE", "NEEDS-ACTION"],
      ["mailto:ada@bluepeakdigital.com", "Ada Lovelace", "TRUE", "NEEDS-ACTION"],
    ]);
  });

  it("sends the host the same invite, replying to the customer, in both zones", () => {
    const mail = booked.host;
    expect(mail).toMatchObject({
      to: "ada@bluepeakdigital.com",
      replyTo: "carl@example.com",
      kind: "booking-host-confirmed",
      bookingId: "b1",
    });
    expect(mail.message.subject).toBe("New call booked: SEO");
    expect(mail.message.attachments).toEqual(booked.customer.message.attachments);
    expect(mail.message.text).toContain(
      "Customer's time (Asia/Kolkata, GMT+5:30): Tuesday 10 March 2026, 21:30–22:00\n" +
        "Agency time (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30\n",
    );
    expect(mail.message.text).toContain("Customer: Carl Customer\nEmail: carl@example.com\n");
  });

  it("moves the call with the same UID and SEQUENCE + 1, naming the time before", () => {
    const later = Date.UTC(2026, 2, 12, 9, 0);
    const moved = bookingChangeMails(
      "moved",
      {
        ...mailInput({ start: later, end: later + 30 * 60_000, sequence: 1 }),
        previous: { start: START, end: END },
      },
      NOW + 1000,
    );
    expect(moved.customer.kind).toBe("booking-moved");
    expect(moved.host.kind).toBe("booking-host-moved");
    expect(moved.customer.message.subject).toBe("Your call about SEO has moved");
    expect(moved.host.message.subject).toBe("Call moved: SEO");
    const before = invite(booked.customer).event;
    const after = invite(moved.customer);
    expect(after.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(after.event.getFirstPropertyValue("uid")).toBe(before.getFirstPropertyValue("uid"));
    expect(after.event.getFirstPropertyValue("sequence")).toBe(
      Number(before.getFirstPropertyValue("sequence")) + 1,
    );
    expect(after.event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(iso(after.event, "dtstart")).toBe("2026-03-12T09:00:00Z");
    expect(iso(after.event, "dtend")).toBe("2026-03-12T09:30:00Z");
    expect(iso(after.event, "dtstamp")).toBe("2026-03-01T08:00:01Z");
    expect(moved.host.message.attachments).toEqual(moved.customer.message.attachments);
    expect(moved.customer.message.text).toContain(
      [
        "Your time (Asia/Kolkata, GMT+5:30): Thursday 12 March 2026, 14:30–15:00",
        "Our time (Europe/Berlin, GMT+1): Thursday 12 March 2026, 10:00–10:30",
        "Before, your time (Asia/Kolkata, GMT+5:30): Tuesday 10 March 2026, 21:30–22:00",
        "Before, our time (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30",
      ].join("\n"),
    );
    expect(moved.host.message.text).toContain(
      "Before, customer's time (Asia/Kolkata, GMT+5:30): Tuesday 10 March 2026, 21:30–22:00\n" +
        "Before, agency time (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30\n",
    );
  });

  it("cancels with METHOD:CANCEL, the same UID and the booking's sequence", () => {
    const cancelled = bookingChangeMails(
      "cancelled",
      mailInput({ status: "cancelled", sequence: 2 }),
      NOW,
    );
    expect(cancelled.customer.kind).toBe("booking-cancelled");
    expect(cancelled.host.kind).toBe("booking-host-cancelled");
    expect(cancelled.customer.message.subject).toBe("Your call about SEO is cancelled");
    expect(cancelled.host.message.subject).toBe("Call cancelled: SEO");
    for (const mail of [cancelled.customer, cancelled.host]) {
      expect(mail.message.attachments?.[0]?.contentType).toBe("text/calendar; method=CANCEL");
      const { calendar, event } = invite(mail);
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(event.getFirstPropertyValue("uid")).toBe("booking-b1@www.example.com");
      expect(event.getFirstPropertyValue("sequence")).toBe(2);
      expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(iso(event, "dtstart")).toBe("2026-03-10T16:00:00Z");
    }
    expect(cancelled.customer.message.text).toContain(
      `Book another call: ${links.service}\nMy Calls: ${links.myCalls}`,
    );
  });

  it.each([
    ["24h", "booking-reminder-24h", "Reminder: your call about SEO is in 24 hours", "in 24 hours"],
    ["1h", "booking-reminder-1h", "Reminder: your call about SEO is in 1 hour", "in 1 hour"],
  ] as const)("reminds %s before, without an invite", (lead, kind, subject, when) => {
    const mail = bookingReminder(input, lead);
    expect(mail).toMatchObject({ to: "carl@example.com", kind, bookingId: "b1" });
    expect(mail.message.subject).toBe(subject);
    expect(mail.message.attachments).toBeUndefined();
    expect(mail.message.text).toContain(
      `A reminder: your call about SEO with Ada Lovelace starts ${when}.\n\n` +
        "Service: SEO\n" +
        `With: Ada Lovelace, ${brand.name}\n` +
        "Your time (Asia/Kolkata, GMT+5:30): Tuesday 10 March 2026, 21:30–22:00\n" +
        "Our time (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30\n",
    );
  });

  it.each([
    ["done", "booking-done", "Thank you for your call about SEO"],
    ["no-show", "booking-no-show", "We missed you at your call about SEO"],
  ] as const)("notes a call marked %s, with a link to book another", (status, kind, subject) => {
    const mail = bookingStatusNote(mailInput({ status }), status);
    expect(mail).toMatchObject({ to: "carl@example.com", kind, bookingId: "b1" });
    expect(mail.message.subject).toBe(subject);
    expect(mail.message.attachments).toBeUndefined();
    expect(mail.message.text).toContain(
      "Our time (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30",
    );
    expect(mail.message.html).toContain(`<a href="${links.service}">Book another call</a>`);
  });

  it("writes one time when the customer's zone is the agency's", () => {
    const mails = bookingChangeMails("confirmed", mailInput({ timeZone: "Europe/Berlin" }), NOW);
    expect(mails.customer.message.text).toContain(
      "\nYour time and ours (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30\n\n",
    );
    expect(mails.host.message.text).toContain(
      "\nAgency time, also the customer's (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30\n",
    );
  });

  it("writes the agency's zone alone when the customer's is not one, and UTC when the agency's is not", () => {
    const noCustomerZone = bookingReminder(mailInput({ timeZone: "Nowhere/Else" }), "1h");
    expect(noCustomerZone.message.text).toContain(
      "\nWith: Ada Lovelace, Bluepeak Digital\n" +
        "Our time (Europe/Berlin, GMT+1): Tuesday 10 March 2026, 17:00–17:30\n\n",
    );
    const noZones = bookingReminder(
      { ...mailInput({ timeZone: "Nowhere/Else" }), agencyTimeZone: "Nowhere/Else" },
      "1h",
    );
    expect(noZones.message.text).toContain(
      "\nOur time (UTC, GMT): Tuesday 10 March 2026, 16:00–16:30\n\n",
    );
  });
});

describe("hostile values in the booking emails", () => {
  const script = `<script>alert("x")</script>`;
  const name = `${script}\r\nBcc: evil@example.net`;
  const notes = `Call me <b>now</b>\nor ${script} & "later"`;
  const email = "carl+x@example.com";
  const input: BookingMailInput = {
    ...mailInput({ name, email, notes, serviceTitle: "SEO $& {host}\nSecond line" }),
    previous: { start: START - 86_400_000, end: END - 86_400_000 },
  };
  const all: MailDocument[] = [
    ...(["confirmed", "moved", "cancelled"] as const).flatMap((change) => {
      const { customer, host } = bookingChangeMails(change, input, NOW);
      return [customer, host];
    }),
    bookingReminder(input, "24h"),
    bookingReminder(input, "1h"),
    bookingStatusNote(input, "done"),
    bookingStatusNote(input, "no-show"),
  ];

  it("covers every booking kind", () => {
    expect(all.map((mail) => mail.kind).sort()).toEqual(
      (
        [
          "booking-cancelled",
          "booking-confirmed",
          "booking-done",
          "booking-host-cancelled",
          "booking-host-confirmed",
          "booking-host-moved",
          "booking-moved",
          "booking-no-show",
          "booking-reminder-1h",
          "booking-reminder-24h",
        ] satisfies BookingMailKind[]
      ).sort(),
    );
  });

  it.each(all.map((mail) => [mail.kind, mail] as const))(
    "%s escapes the customer's values in its HTML part",
    (_kind, mail) => {
      expect(mail.message.html).not.toMatch(/<script|<b>/);
      expect(mail.message.html).toContain(escapeMarkup(script));
      expect(mail.message.html).toContain(escapeMarkup(brand.name));
    },
  );

  it.each(all.map((mail) => [mail.kind, mail] as const))(
    "%s keeps the customer's words out of its one-line subject",
    (_kind, mail) => {
      expect(mail.message.subject).not.toMatch(/[\r\n]/);
      for (const visitorText of ["script", "Bcc", "evil", email, "Call me", "later"]) {
        expect(mail.message.subject).not.toContain(visitorText);
      }
      // The service's title goes in as it is, on one line, with no pattern expanded.
      expect(mail.message.subject).toContain("SEO $& {host} Second line");
    },
  );

  it("shows the host the customer's notes, escaped, line breaks kept", () => {
    const { host } = bookingChangeMails("confirmed", input, NOW);
    expect(host.message.html).toContain(
      `<p style="white-space:pre-wrap">${escapeMarkup(notes)}</p>`,
    );
    expect(host.message.text).toContain(`Notes from the customer:\n${notes}\n`);
  });

  it("keeps the customer's name inside its ATTENDEE in the invite", () => {
    const { event } = invite(bookingChangeMails("confirmed", input, NOW).customer);
    const attendees = event.getAllProperties("attendee");
    expect(attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      `mailto:${email}`,
      "mailto:ada@bluepeakdigital.com",
    ]);
    expect(attendees[0]?.getParameter("cn")).toBe(name.replace("\r\n", "\n"));
  });
});
