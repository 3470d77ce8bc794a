import { describe, expect, it } from "vitest";
import { escapeMarkup } from "../shared/markup";
import { brand, sitePaths } from "../shared/site";
import {
  CONTACT_SUBJECT,
  contactMessage,
  orderDelivered,
  orderNew,
  orderReceived,
} from "./templates";

const hostile = `<script>alert("x")</script>`;
const order = {
  id: "order-1",
  name: hostile,
  email: "carl@example.com",
  phoneNumber: "+1 555 0100",
  address: `1 "Quoted" Street & <b>Sons</b>`,
  service: `SEO <img src=x onerror=alert(1)>`,
};
const origin = "https://www.example.com";

describe("the templates", () => {
  const all = [
    orderReceived(order, origin),
    orderNew(order, origin, "team@example.com"),
    orderDelivered(order, origin),
    contactMessage(
      {
        fullName: hostile,
        email: "v@example.com",
        phone: hostile,
        subject: `Hi\nBcc: x@evil.test`,
        message: hostile,
      },
      "team@example.com",
    ),
  ];

  it.each(all.map((mail) => [mail.kind, mail] as const))(
    "%s escapes every visitor field in its HTML part",
    (_kind, mail) => {
      expect(mail.message.html).not.toMatch(/<script|<img|<b>/);
      expect(mail.message.html).toContain("&lt;script&gt;");
      expect(mail.message.html).toContain(escapeMarkup(brand.name));
    },
  );

  it.each(all.map((mail) => [mail.kind, mail] as const))(
    "%s has a one-line subject and a text part",
    (_kind, mail) => {
      expect(mail.message.subject).not.toMatch(/[\r\n]/);
      expect(mail.message.text.length).toBeGreaterThan(0);
    },
  );

  it("greets the customer with the service booked", () => {
    expect(orderReceived(order, origin).message.subject).toBe(
      `We received your booking of ${order.service}`,
    );
    expect(orderReceived(order, origin)).toMatchObject({ to: order.email, orderId: "order-1" });
  });

  it("links the agency to Manage Orders on the site's origin, replying to the customer", () => {
    const mail = orderNew(order, origin, "team@example.com");
    expect(mail).toMatchObject({ to: "team@example.com", replyTo: order.email });
    expect(mail.message.html).toContain(`href="${origin}${sitePaths.manageOrders}"`);
    expect(mail.message.text).toContain(`${origin}${sitePaths.manageOrders}`);
  });

  it("names the order's next call to the agency and on confirmation, and nothing without one", () => {
    const call = "Tue 8 Dec 2026, 14:00 (UTC+1)";
    const withCall = { ...order, call };
    expect(orderNew(withCall, origin, "team@example.com").message.text).toContain(
      `Next call: ${call}`,
    );
    expect(orderDelivered(withCall, origin).message.text).toContain(
      `Your next call with us: ${call}.`,
    );
    expect(orderNew(order, origin, "team@example.com").message.text).not.toContain("Next call");
    expect(orderDelivered(order, origin).message.text).not.toContain("next call");
  });

  it("sends a contact message to the agency with reply-to the sender", () => {
    const mail = all[3];
    expect(mail).toMatchObject({ to: "team@example.com", replyTo: "v@example.com" });
    expect(mail?.message.subject).toBe(CONTACT_SUBJECT);
    expect(mail?.message.text).toContain("Subject: Hi\nBcc: x@evil.test");
  });

  it.each(all.map((mail) => [mail.kind, mail] as const))(
    "%s puts no visitor's text in its subject (only the site's words and the service)",
    (_kind, mail) => {
      for (const visitorText of [hostile, order.email, order.phoneNumber, order.address, "Bcc"]) {
        expect(mail.message.subject).not.toContain(visitorText);
      }
    },
  );
});
