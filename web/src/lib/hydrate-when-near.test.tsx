// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { createContext, use } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateWhenNear } from "./hydrate-when-near";

/** An IntersectionObserver that reports an element near only when the test says so. */
class HeldObserver {
  static watching: HeldObserver[] = [];
  private readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.elements.push(element);
    HeldObserver.watching.push(this);
  }
  disconnect() {
    HeldObserver.watching = HeldObserver.watching.filter((observer) => observer !== this);
  }
  /** The element comes near: every observer watching it is told. */
  static bringNear(element: Element) {
    for (const observer of HeldObserver.watching.filter((o) => o.elements.includes(element))) {
      observer.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

/** What changes above the part, as a client navigation changes the router's location. */
const Location = createContext("/");

function Team({ members }: { members: string[] }) {
  const location = use(Location);
  return (
    <section id="team" data-location={location}>
      <h2>Meet Our Team</h2>
      <ul>
        {members.map((member) => (
          <li key={member}>{member}</li>
        ))}
      </ul>
    </section>
  );
}

const NearTeam = hydrateWhenNear(() => Promise.resolve(Team));

function Page({ location, members }: { location: string; members: string[] }) {
  return (
    <Location value={location}>
      <main>
        <h1>Welcome</h1>
        <NearTeam members={members} />
      </main>
    </Location>
  );
}

/**
 * Runs `work` in React's asynchronous act: its updates keep the priority a browser gives them
 * (not the synchronous one), and the effects and retries they start are flushed before it ends.
 */
async function later(work: () => void): Promise<void> {
  await act(() => {
    work();
    return Promise.resolve();
  });
}

/** The page as the server renders it: without a window, every part whole. */
async function serverHtml(element: React.ReactNode): Promise<string> {
  vi.stubGlobal("window", undefined);
  try {
    const { prelude } = await prerender(element);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe("hydrateWhenNear", () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = HeldObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    HeldObserver.watching = [];
  });

  it("keeps a waiting part's server HTML when an update reaches it, and brings it alive when near", async () => {
    const members = ["Ada, Strategist", "Ben, Designer"];
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(<Page location="/" members={members} />);
    document.body.append(container);
    const section = () => container.querySelector("#team");
    expect(section()?.textContent).toBe("Meet Our TeamAda, StrategistBen, Designer");

    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await later(() => {
      root = hydrateRoot(container, <Page location="/" members={members} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // Hydrated, but the part waits: its HTML is the server's.
    expect(section()?.getAttribute("data-location")).toBe("/");

    // A client navigation to the same page: the context above the waiting part changes.
    await later(() => root?.render(<Page location="/home#team" members={members} />));
    expect(section()?.textContent).toBe("Meet Our TeamAda, StrategistBen, Designer");
    expect(section()?.getAttribute("data-location")).toBe("/");
    expect(container.querySelectorAll("#team")).toHaveLength(1);

    // New props too (a route's new loader data): still the server's HTML while it waits.
    await later(() => root?.render(<Page location="/home" members={[...members]} />));
    expect(section()?.textContent).toBe("Meet Our TeamAda, StrategistBen, Designer");

    // Near: the part comes alive with what the page has now.
    const wrapper = section()?.closest("main > div");
    expect(wrapper).toBeTruthy();
    await later(() => HeldObserver.bringNear(wrapper as Element));
    await expect.poll(() => section()?.getAttribute("data-location")).toBe("/home");
    expect(container.querySelectorAll("#team")).toHaveLength(1);
    expect(recoverable).toEqual([]);
    await later(() => root?.unmount());
    container.remove();
  });
});
