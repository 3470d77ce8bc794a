import { describe, expect, it } from "vitest";
import { insightsHref, readInsightsQuery } from "./query";

const read = (search: string) => readInsightsQuery(new URLSearchParams(search));

describe("readInsightsQuery", () => {
  it("reads the kind, the service and the page", () => {
    expect(read("")).toEqual({ kind: undefined, serviceId: undefined, page: 1 });
    expect(read("kind=case-study&service=seo&page=3")).toEqual({
      kind: "case-study",
      serviceId: "seo",
      page: 3,
    });
  });

  it.each(["page=0", "page=02", "page=x", "kind=blog", "kind=", "service=a%2Fb", "service="])(
    "refuses %s (the page answers 404)",
    (search) => {
      expect(read(search)).toBeNull();
    },
  );
});

describe("insightsHref", () => {
  it("writes the parameters in one order, without page 1", () => {
    expect(insightsHref({ page: 1 })).toBe("/insights");
    expect(insightsHref({ serviceId: "seo", kind: "article", page: 2 })).toBe(
      "/insights?kind=article&service=seo&page=2",
    );
  });

  it("reads back what it writes", () => {
    const query = { kind: "case-study" as const, serviceId: "web-design", page: 4 };
    expect(read(insightsHref(query).split("?")[1] ?? "")).toEqual(query);
  });
});
