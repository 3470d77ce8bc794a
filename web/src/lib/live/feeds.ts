/**
 * The live data a public page follows, by name: the page asks the worker (live.worker.ts) for a
 * feed and gets plain data back; the queries themselves stay in the worker with the SDK.
 */
import {
  articlePath,
  LANDING_SETTINGS,
  queries,
  type DocumentDescription,
  type EntryKey,
  type QueryDescription,
  type Stored,
} from "@shared/registry";

export const feeds = {
  services: () => queries.services,
  team: () => queries.team,
  latestReviews: () => queries.latestReviews,
  latestArticles: (count: number) => queries.latestArticles(count),
  article: (id: string) => articlePath(id),
  landingSettings: () => LANDING_SETTINGS,
};

export type FeedName = keyof typeof feeds;
export type FeedArgs<F extends FeedName> = Parameters<(typeof feeds)[F]>;
type Description<F extends FeedName> = ReturnType<(typeof feeds)[F]>;

/** A query's documents, or a document (null when there is none). */
export type FeedData<F extends FeedName> =
  Description<F> extends DocumentDescription<infer K extends EntryKey>
    ? Stored<K> | null
    : Description<F> extends QueryDescription<infer K extends EntryKey>
      ? Stored<K>[]
      : never;

/** What the page sends the worker: follow a feed under a number of its choosing, or stop. */
export type ToWorker =
  | { type: "follow"; id: number; feed: FeedName; args: unknown[] }
  | { type: "stop"; id: number }
  | { type: "appCheckToken"; request: number; token: string | null };

/** What the worker sends back: a feed's data (the server's answers only), or an App Check ask. */
export type FromWorker =
  | { type: "data"; id: number; data: unknown }
  | { type: "error"; id: number; message: string }
  | { type: "appCheckToken"; request: number };
