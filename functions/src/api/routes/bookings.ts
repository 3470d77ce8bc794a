/**
 * Booking a call (server/bookings.ts does the work): the free times (public), holding one while
 * the form is completed (public, limited per client address), booking (verified accounts),
 * a customer's own calls and an admin's agenda, moving and cancelling (customers until the
 * service's cutoff, admins always), marking done or missed, and the admins' settings. Times are
 * ISO 8601 in UTC. The emails of each change go out from the bookings trigger (mail/handlers.ts),
 * once the change is stored, whoever made it.
 */
import { Router, type Request } from "express";
import { FieldValue, type Query } from "firebase-admin/firestore";
import { withDeadline } from "../../lib/deadline";
import { idempotencyKey, idempotencyRef } from "../idempotency";
import { db } from "../../lib/firebase";
import {
  agencyTimeZone,
  availability,
  BookingError,
  type Actor,
} from "../../server/bookings/context";
import { createBooking, customerName } from "../../server/bookings/book";
import { cancelBooking, getBooking, moveBooking, setStatus } from "../../server/bookings/changes";
import { holdSlot, releaseHold } from "../../server/bookings/holds";
import { keepCall, type Orphan } from "../../server/bookings/orphans";
import { saveHost, saveSchedulingSettings, saveServiceCall } from "../../server/bookings/settings";
import { clientCounterId, readHourlyCounter, writeHourlyCounter } from "../../shared/counter";
import { limitMessage, RATE_LIMITS, retryAfterSeconds } from "../../shared/limits";
import { adminQuery, queries, registry, serverWriters } from "../../shared/registry";
import { readBooking, readHostContact, type Booking } from "../../shared/scheduling/documents";
import {
  availabilityQuerySchema,
  bookingInputSchema,
  bookingPatchSchema,
  holdInputSchema,
  hostEditSchema,
  isHoldToken,
  schedulingSettingsSchema,
  serviceCallSchema,
} from "../../shared/scheduling/model";
import { isDate, parseIsoInstant, zonedBoundary } from "../../shared/scheduling/zones";
import { authenticate, authenticateAdmin, authenticateVerified, type Caller } from "../auth";
import { docId, parseBody, sendPage } from "../http";
import { Problem } from "../problem";
import { clientAddress } from "../rate-limit";

export const bookings = Router();

/**
 * A booking's transaction may wait on others that race for the same cells and run again: more
 * room than a single read's deadline, still a 503 when the database does not answer.
 */
const BOOKING_DEADLINE_MS = 20_000;

/** The operation's result; its refusals as problem+json. */
async function run<T>(work: Promise<T>, ms?: number): Promise<T> {
  try {
    return await withDeadline(work, ms);
  } catch (error) {
    if (error instanceof BookingError) throw new Problem(error.status, error.message, error.errors);
    throw error;
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A booking as the API answers it (the old API's `_id`, times in ISO 8601 UTC). */
export function bookingJson(booking: Booking): Record<string, unknown> {
  return {
    _id: booking.id,
    serviceId: booking.serviceId,
    serviceTitle: booking.serviceTitle,
    start: iso(booking.start),
    end: iso(booking.end),
    host: { id: booking.hostId, name: booking.hostName },
    status: booking.status,
    timeZone: booking.timeZone,
    name: booking.name,
    email: booking.email,
    phoneNumber: booking.phoneNumber,
    notes: booking.notes,
    orderId: booking.orderId,
    sequence: booking.sequence,
    createdAt: iso(booking.createdAt),
    updatedAt: iso(booking.updatedAt),
    keptOutsideHours: booking.keptOutsideHours && {
      hostId: booking.keptOutsideHours.hostId,
      start: iso(booking.keptOutsideHours.start),
    },
  };
}

/** The calls a save left outside their host's hours or service (server/bookings/orphans.ts). */
const orphansJson = (orphans: Orphan[]) =>
  orphans.map(({ booking, reason }) => ({ ...bookingJson(booking), reason }));

const actorOf = (caller: Caller): Actor => caller;

// ---------------------------------------------------------------------------------------------
// Public: the free times, and holding one.

bookings.get("/availability", async (req, res) => {
  const parsed = availabilityQuerySchema.safeParse(req.query);
  if (!parsed.success) throw Problem.invalid(parsed.error, "The query is not valid");
  const found = await run(availability(db(), parsed.data));
  res.json({
    timeZone: found.timeZone,
    agencyTimeZone: found.agencyTimeZone,
    slots: found.slots.map(({ start, end }) => ({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    })),
  });
});

/** The client address's hourly budget of holds, stepped in the hold's transaction. */
function countHold(address: string) {
  const ref = db()
    .collection(serverWriters.clientLimits.name)
    .doc(clientCounterId(address, "holds"));
  return async (tx: Parameters<typeof readHourlyCounter>[0], holdId: string) => {
    const counting = await readHourlyCounter(tx, ref, RATE_LIMITS.holdsPerHourPerClient);
    const { step } = counting;
    if (step.step === "refused") {
      throw new Problem(429, limitMessage("holds", step.count), undefined, {
        "Retry-After": String(retryAfterSeconds(step.retryAfterMs)),
      });
    }
    return (write: typeof tx) =>
      writeHourlyCounter(write, counting, holdId, FieldValue.serverTimestamp(), true);
  };
}

bookings.post("/holds", async (req, res) => {
  const input = parseBody(holdInputSchema, req);
  const hold = await run(
    holdSlot(db(), input, { count: countHold(clientAddress(req)) }),
    BOOKING_DEADLINE_MS,
  );
  res.status(201).json({
    holdToken: hold.holdToken,
    holdId: hold.holdId,
    expiresAt: new Date(hold.expiresAt).toISOString(),
    start: new Date(hold.start).toISOString(),
    end: new Date(hold.end).toISOString(),
  });
});

bookings.delete("/holds/:token", async (req, res) => {
  const token = req.params.token;
  if (typeof token !== "string" || !isHoldToken(token)) {
    throw new Problem(400, "The hold token is not valid", [
      { path: "params.token", message: "Use the holdToken POST /holds answered" },
    ]);
  }
  const released = await run(releaseHold(db(), token), BOOKING_DEADLINE_MS);
  res.json({ acknowledged: true, deletedCount: released ? 1 : 0 });
});

// ---------------------------------------------------------------------------------------------
// Bookings.

bookings.post("/bookings", async (req, res) => {
  const caller = await authenticateVerified(req, "booking a call");
  const input = parseBody(bookingInputSchema, req);
  const email = caller.email ?? "";
  const name = await withDeadline(customerName(db(), caller.uid, email));
  const key = idempotencyKey(req);
  const created = await run(
    createBooking(db(), { uid: caller.uid, email, name, verified: caller.verified }, input, {
      ...(key ? { replayKey: idempotencyRef(caller.uid, key, "bookings") } : {}),
    }),
    BOOKING_DEADLINE_MS,
  );
  const { booking } = created;
  // The same key again: the first request's call, created then (200, as POST /orders answers).
  res.status(created.replayed ? 200 : 201).json({
    acknowledged: true,
    insertedId: booking.id,
    start: iso(booking.start),
    end: iso(booking.end),
    host: { id: booking.hostId, name: booking.hostName },
  });
});

/** The latest instant a Firestore Timestamp holds: an agenda without `?to=` ends there. */
const LAST_INSTANT = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

/** `?from=`/`?to=`: an instant (ISO 8601 with an offset) or a date (the agency's midnight). */
async function instantParam(req: Request, name: "from" | "to"): Promise<Date | null> {
  const value = req.query[name];
  if (value === undefined) return null;
  if (typeof value === "string") {
    if (isDate(value)) return new Date(zonedBoundary(value, "00:00", await agencyTimeZone(db())));
    const instant = parseIsoInstant(value);
    if (instant !== null) return new Date(instant);
  }
  throw new Problem(400, `The ${name} parameter is not valid`, [
    { path: `query.${name}`, message: "Use a date (YYYY-MM-DD) or an ISO 8601 date and time" },
  ]);
}

/** Customers: their own calls. Admins: everyone's, `?hostId=`, `?from=` and `?to=` narrowing. */
bookings.get("/bookings", async (req, res) => {
  const caller = await authenticate(req);
  const collection = db().collection(registry.bookings.name);
  let description = queries.myBookings(caller.uid);
  if (caller.admin) {
    const { hostId } = req.query;
    if (
      hostId !== undefined &&
      (typeof hostId !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(hostId))
    ) {
      throw new Problem(400, "The hostId parameter is not valid", [
        { path: "query.hostId", message: "Use a host's id" },
      ]);
    }
    const [from, to] = await Promise.all([instantParam(req, "from"), instantParam(req, "to")]);
    description = queries.bookingsBetween({
      from: from ?? new Date(0),
      to: to ?? LAST_INSTANT,
      ...(typeof hostId === "string" ? { hostId } : {}),
    });
  }
  const query = adminQuery((name): Query => db().collection(name), description);
  await sendPage(req, res, query, collection, {
    visible: (cursor) => caller.admin || readBooking(cursor.id, cursor.data()).uid === caller.uid,
    shape: (snapshot) => bookingJson(readBooking(snapshot.id, snapshot.data())),
  });
});

bookings.get("/bookings/:id", async (req, res) => {
  const caller = await authenticate(req);
  const booking = await run(getBooking(db(), actorOf(caller), docId(req)));
  res.json(bookingJson(booking));
});

/**
 * `{"start"}` moves the call (admins may name its host: `{"start", "hostId"}`);
 * `{"status": "done" | "no-show"}` (admins) records how it went.
 */
bookings.patch("/bookings/:id", async (req, res) => {
  const caller = await authenticate(req);
  const id = docId(req);
  const body = parseBody(bookingPatchSchema, req);
  if ("start" in body) {
    const moved = await run(
      moveBooking(db(), actorOf(caller), id, body.start, {
        ...(body.hostId === undefined ? {} : { hostId: body.hostId }),
      }),
      BOOKING_DEADLINE_MS,
    );
    res.json(bookingJson(moved.booking));
    return;
  }
  const changed = await run(setStatus(db(), actorOf(caller), id, body.status));
  res.json(bookingJson(changed.booking));
});

bookings.delete("/bookings/:id", async (req, res) => {
  const caller = await authenticate(req);
  const cancelled = await run(
    cancelBooking(db(), actorOf(caller), docId(req)),
    BOOKING_DEADLINE_MS,
  );
  res.json({ acknowledged: true, deletedCount: cancelled.changed ? 1 : 0 });
});

// ---------------------------------------------------------------------------------------------
// Admins: the agency's zone, the hosts' hours and contacts, the services' calls.

bookings.put("/scheduling", async (req, res) => {
  await authenticateAdmin(req);
  const settings = parseBody(schedulingSettingsSchema, req);
  res.json(await run(saveSchedulingSettings(db(), settings)));
});

bookings.put("/hosts/:id", async (req, res) => {
  await authenticateAdmin(req);
  const id = docId(req);
  const edit = parseBody(hostEditSchema, req);
  const { id: _id, orphans, ...host } = await run(saveHost(db(), id, edit));
  res.json({ _id: id, ...host, orphanedCalls: orphansJson(orphans) });
});

bookings.get("/hosts/:id/contact", async (req, res) => {
  await authenticateAdmin(req);
  const snapshot = await withDeadline(
    db().collection(registry.hostContacts.name).doc(docId(req)).get(),
  );
  if (!snapshot.exists) throw new Problem(404, "This host has no contact");
  const { id, ...contact } = readHostContact(snapshot.id, snapshot.data());
  res.json({ _id: id, ...contact });
});

bookings.put("/service-calls/:serviceId", async (req, res) => {
  await authenticateAdmin(req);
  const serviceId = docId(req, "serviceId");
  const call = parseBody(serviceCallSchema, req);
  const { orphans, ...saved } = await run(saveServiceCall(db(), serviceId, call));
  res.json({ _id: serviceId, ...saved, orphanedCalls: orphansJson(orphans) });
});

/** Admins: keep a call outside its host's hours (or whose host left the service) as it is. */
bookings.post("/bookings/:id/keep", async (req, res) => {
  await authenticateAdmin(req);
  const kept = await run(keepCall(db(), docId(req)), BOOKING_DEADLINE_MS);
  res.json(bookingJson(kept));
});
