import { describe, expect, it } from "vitest";
import { firestoreTriggerRegistrations } from "./triggers.ts";

describe("firestoreTriggerRegistrations", () => {
  it("registers each 2nd-gen Firestore trigger under the Functions emulator's key", () => {
    const registrations = firestoreTriggerRegistrations([
      { id: "us-central1-api" },
      {
        id: "us-central1-orderCreatedMail",
        eventTrigger: {
          eventType: "google.cloud.firestore.document.v1.created",
          eventFilters: { database: "(default)", namespace: "(default)" },
          eventFilterPathPatterns: { document: "orders/{orderId}" },
        },
      },
      {
        id: "us-central1-settings",
        eventTrigger: {
          eventType: "google.cloud.firestore.document.v1.written",
          eventFilters: { database: "(default)", namespace: "(default)", document: "config/site" },
          channel: "c1",
        },
      },
      {
        id: "us-central1-topic",
        eventTrigger: { eventType: "google.cloud.pubsub.topic.v1.messagePublished" },
      },
    ]);
    expect(registrations).toEqual([
      {
        key: "us-central1-orderCreatedMail-0",
        body: {
          eventType: "google.cloud.firestore.document.v1.created",
          database: "(default)",
          namespace: "(default)",
          document: { value: "orders/{orderId}", matchType: "PATH_PATTERN" },
        },
      },
      {
        key: "us-central1-settings-0-c1",
        body: {
          eventType: "google.cloud.firestore.document.v1.written",
          database: "(default)",
          namespace: "(default)",
          document: { value: "config/site", matchType: "EXACT" },
        },
      },
    ]);
  });

  it("refuses a 1st-gen Firestore trigger instead of leaving it silent", () => {
    expect(() =>
      firestoreTriggerRegistrations([
        {
          id: "us-central1-old",
          eventTrigger: { eventType: "providers/cloud.firestore/eventTypes/document.create" },
        },
      ]),
    ).toThrow(/1st-gen/);
  });
});
