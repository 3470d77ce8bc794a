/**
 * The busy time the picker computes its free times from, live: each host's own busy documents in
 * the busy window (bounds.ts busyWindow), page after page, so that no other host's, service's or
 * day's busy time can crowd them out of a bounded list. A full page is followed by a listener on
 * the page after its last document; when a page changes, the pages after it follow.
 */
import {
  query,
  startAfter,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from "firebase/firestore";
import { fromRef } from "rxfire/firestore";
import type { Subscription } from "rxjs";
import { BUSY_QUERY_LIMIT, queries, type Stored } from "@shared/registry";
import { toBusyInterval } from "@shared/scheduling/documents";
import type { BusyInterval } from "@shared/scheduling/model";
import { typedQuery } from "@/lib/firebase/query";
import { serverFirst } from "@/lib/firebase/server-first";

type BusyDoc = Stored<"busy">;

export interface BusyAnswer {
  /** Every busy interval of the hosts in the window, each once. */
  intervals: BusyInterval[];
  /** Whether one of the pages is the cache's answer (offline, or the server is slow). */
  fromCache: boolean;
}

interface Page {
  /** The last document of the page before, this page's cursor ("" for the first page). */
  after: string;
  subscription: Subscription | null;
  snapshot: QuerySnapshot<BusyDoc> | null;
}

/** A document as a cursor: the page after it changes when its id or busyStart does. */
function cursorOf(doc: QueryDocumentSnapshot<BusyDoc>): string {
  return `${doc.id}@${String(doc.data().busyStart?.getTime())}`;
}

/** One host's busy documents in [start, end), page after page. */
class HostPages {
  private readonly pages: Page[] = [];

  constructor(
    private readonly firestore: Firestore,
    private readonly hostId: string,
    private readonly window: { start: number; end: number },
    private readonly changed: () => void,
  ) {
    this.open(0, undefined);
  }

  /** Listens to page `index`: the first, or the one after `after` (the page before's last). */
  private open(index: number, after: QueryDocumentSnapshot<BusyDoc> | undefined): void {
    const description = queries.busyBetween(
      this.hostId,
      new Date(this.window.start),
      new Date(this.window.end),
    );
    const first = typedQuery(this.firestore, description);
    const ref = after ? query(first, startAfter(after)) : first;
    const page: Page = { after: after ? cursorOf(after) : "", subscription: null, snapshot: null };
    this.pages[index] = page;
    page.subscription = serverFirst(fromRef(ref, { includeMetadataChanges: true })).subscribe({
      next: (snapshot) => {
        page.snapshot = snapshot;
        const last = snapshot.docs.at(-1);
        if (snapshot.size < BUSY_QUERY_LIMIT || !last) this.close(index + 1);
        else if (this.pages[index + 1]?.after !== cursorOf(last)) {
          this.close(index + 1);
          this.open(index + 1, last);
        }
        this.changed();
      },
      // A refused or failed listener leaves its page unanswered: the picker keeps waiting.
      error: () => undefined,
    });
  }

  /** Stops the pages from `index` on. */
  private close(index: number): void {
    for (const page of this.pages.splice(index)) page.subscription?.unsubscribe();
  }

  stop(): void {
    this.close(0);
  }

  /** The host's documents, once every page has answered; null until then. */
  answer(): { docs: BusyDoc[]; fromCache: boolean } | null {
    const snapshots: QuerySnapshot<BusyDoc>[] = [];
    for (const { snapshot } of this.pages) {
      if (!snapshot) return null;
      snapshots.push(snapshot);
    }
    return {
      docs: snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data())),
      fromCache: snapshots.some((snapshot) => snapshot.metadata.fromCache),
    };
  }
}

/**
 * Follows the busy time of `hostIds` whose busyStart is in [window.start, window.end): `onAnswer`
 * gets every interval once all pages of all hosts have answered, and again on every change.
 * Returns the function that stops it.
 */
export function watchBusy(
  firestore: Firestore,
  hostIds: readonly string[],
  window: { start: number; end: number },
  onAnswer: (answer: BusyAnswer) => void,
): () => void {
  const hosts: HostPages[] = [];
  let started = false;
  const changed = () => {
    if (!started) return;
    const answers = hosts.map((host) => host.answer());
    if (answers.some((answer) => answer === null)) return;
    const byId = new Map<string, BusyInterval>();
    for (const answer of answers) {
      for (const doc of answer?.docs ?? []) {
        const interval = toBusyInterval(doc);
        if (interval) byId.set(interval.id, interval);
      }
    }
    onAnswer({
      intervals: [...byId.values()],
      fromCache: answers.some((answer) => answer?.fromCache === true),
    });
  };
  for (const hostId of new Set(hostIds)) {
    hosts.push(new HostPages(firestore, hostId, window, changed));
  }
  started = true;
  changed();
  return () => {
    for (const host of hosts) host.stop();
  };
}
