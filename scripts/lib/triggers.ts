/**
 * Firestore-triggered functions on the Cloud SDK Firestore emulator (cloud-sdk mode), registered
 * as firebase-tools does with a Firestore emulator it started itself: each trigger the Functions
 * emulator lists (`GET /backends`) goes to the Firestore emulator's `POST /emulator/v1/projects/
 * <project>/eventarcTrigger?eventarcTriggerId=<key>` with the body of firebase-tools'
 * getV2FirestoreAttributes (lib/emulator/functionsEmulator.js). The key is the Functions
 * emulator's trigger key (getTriggerKey: `<id>-<generation>`), under which it runs the trigger
 * for the events the Firestore emulator delivers (to its `--functions_emulator`).
 */
import { PROJECT_ID, URLS } from "./config.ts";

/** A function as the Functions emulator's `GET /backends` lists it (the fields used here). */
export interface TriggerDefinition {
  id: string;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
    channel?: string;
  };
}

interface BackendList {
  backends: { functionTriggers?: TriggerDefinition[] }[];
}

export interface FirestoreTriggerRegistration {
  key: string;
  body: {
    eventType: string;
    database: string;
    namespace: string;
    document: { value: string; matchType: "EXACT" | "PATH_PATTERN" };
  };
}

const V2_FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;
const V1_FIRESTORE_EVENT = /^providers\/cloud\.firestore\//;

/** The trigger generation until the hub's "enable background triggers" (never called here). */
const TRIGGER_GENERATION = 0;

/** Every 2nd-gen Firestore trigger of the listed backends, with the registration it needs. */
export function firestoreTriggerRegistrations(
  definitions: readonly TriggerDefinition[],
): FirestoreTriggerRegistration[] {
  return definitions.flatMap((definition) => {
    const trigger = definition.eventTrigger;
    const eventType = trigger?.eventType ?? "";
    if (V1_FIRESTORE_EVENT.test(eventType)) {
      throw new Error(
        `${definition.id} is a 1st-gen Firestore trigger; the harness registers 2nd-gen ones only.`,
      );
    }
    if (!trigger || !V2_FIRESTORE_EVENT.test(eventType)) return [];
    const database = trigger.eventFilters?.database;
    const namespace = trigger.eventFilters?.namespace;
    const pattern = trigger.eventFilterPathPatterns?.document;
    const exact = trigger.eventFilters?.document;
    const document = pattern ?? exact;
    if (!database || !namespace || !document) {
      throw new Error(`${definition.id}: its Firestore trigger names no database or document.`);
    }
    const base = `${definition.id}-${TRIGGER_GENERATION}`;
    return [
      {
        key: trigger.channel ? `${base}-${trigger.channel}` : base,
        body: {
          eventType,
          database,
          namespace,
          document: { value: document, matchType: pattern ? "PATH_PATTERN" : "EXACT" },
        },
      },
    ];
  });
}

/** Registers every Firestore trigger the Functions emulator loaded; resolves to their keys. */
export async function registerFirestoreTriggers(): Promise<string[]> {
  const res = await fetch(`${URLS.functions}/backends`);
  if (!res.ok) throw new Error(`GET /backends of the Functions emulator: HTTP ${res.status}`);
  const { backends } = (await res.json()) as BackendList;
  const registrations = firestoreTriggerRegistrations(
    backends.flatMap((backend) => backend.functionTriggers ?? []),
  );
  for (const { key, body } of registrations) {
    const url =
      `${URLS.firestore}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger` +
      `?eventarcTriggerId=${encodeURIComponent(key)}`;
    const registered = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!registered.ok) {
      throw new Error(
        `Registering ${key} with the Firestore emulator: HTTP ${registered.status} ${await registered.text()}`,
      );
    }
  }
  return registrations.map((registration) => registration.key);
}
