// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

/** Records the value each of its renders saw. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "hydrated" : "server"}</p>;
}

describe("useHydrated", () => {
  it("is false on the server and while hydrating, true once hydrated, without a mismatch", () => {
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toBe("<p>server</p>");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const seen: boolean[] = [];
    const recoverable: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Probe seen={seen} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(seen).toEqual([false, true]);
    expect(container.textContent).toBe("hydrated");

    // What mounts once the page has hydrated (a client navigation) starts as hydrated.
    const later = document.createElement("div");
    const laterSeen: boolean[] = [];
    act(() => createRoot(later).render(<Probe seen={laterSeen} />));
    expect(laterSeen).toEqual([true]);
    expect(later.textContent).toBe("hydrated");
  });
});
