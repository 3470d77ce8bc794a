/**
 * The page's side of the live worker (live.worker.ts): `useFeed` follows a feed and returns its
 * latest data, undefined until the server's first answer. The worker starts with the first feed,
 * after hydration (lib/static-then-live.tsx), and serves every feed of the page.
 */
import { useEffect, useState } from "react";
import { appCheck } from "@/config/env";
import type { FeedArgs, FeedData, FeedName, FromWorker, ToWorker } from "./feeds";

type Handler = (message: FromWorker & { type: "data" | "error" }) => void;

let worker: Worker | undefined;
let nextId = 0;
const handlers = new Map<number, Handler>();
/** The feeds that have had the server's answer, on `<html data-live-feeds>` (tests, DevTools). */
const answered = new Set<FeedName>();

const send = (message: ToWorker) => running().postMessage(message);

function running(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./live.worker.ts", import.meta.url), {
    type: "module",
    name: "live",
  });
  worker.onmessage = ({ data: message }: MessageEvent<FromWorker>) => {
    if (message.type === "appCheckToken") void answerAppCheck(message.request);
    else handlers.get(message.id)?.(message);
  };
  return worker;
}

/** The page's App Check token for the worker's requests (only with a site key configured). */
async function answerAppCheck(request: number): Promise<void> {
  let token: string | null = null;
  if (appCheck.siteKey) {
    try {
      await import("@/lib/firebase/app.client");
      token = await (await import("@/lib/firebase/app-check")).appCheckToken();
    } catch (error) {
      console.error("No App Check token for the live data", error);
    }
  }
  send({ type: "appCheckToken", request, token });
}

/** Calls `onData` with each of the server's answers until the returned function is called. */
export function follow<F extends FeedName>(
  feed: F,
  args: FeedArgs<F>,
  onData: (data: FeedData<F>) => void,
): () => void {
  nextId += 1;
  const id = nextId;
  let first = true;
  handlers.set(id, (message) => {
    if (message.type === "error") {
      // The page keeps what it shows (the server-rendered content or the last answer).
      console.error(`Live data "${feed}" stopped: ${message.message}`);
      return;
    }
    if (first) {
      first = false;
      answered.add(feed);
      document.documentElement.dataset.liveFeeds = [...answered].join(" ");
    }
    onData(message.data as FeedData<F>);
  });
  send({ type: "follow", id, feed, args });
  return () => {
    handlers.delete(id);
    send({ type: "stop", id });
  };
}

/** A feed's latest data while mounted: undefined until the server's first answer. */
export function useFeed<F extends FeedName>(
  feed: F,
  ...args: FeedArgs<F>
): FeedData<F> | undefined {
  const key = JSON.stringify([feed, args]);
  const [state, setState] = useState<{ key: string; data: FeedData<F> } | undefined>();
  useEffect(
    () => follow(feed, args, (data) => setState({ key, data })),
    // `key` stands for feed and args.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return state?.key === key ? state.data : undefined;
}
