// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChakraScope } from "./ChakraScope";
import { EmailAddress, emailPieces } from "./EmailAddress";

afterEach(cleanup);

describe("emailPieces", () => {
  it("splits before each @ and dot, and nowhere else", () => {
    expect(emailPieces("walker.din2hff7e@example.com")).toEqual([
      "walker",
      ".din2hff7e",
      "@example",
      ".com",
    ]);
    expect(emailPieces("a-b+c@d-e.co.uk")).toEqual(["a-b+c", "@d-e", ".co", ".uk"]);
    expect(emailPieces(".odd..@x")).toEqual([".odd", ".", ".", "@x"]);
    expect(emailPieces("")).toEqual([]);
  });
});

describe("EmailAddress", () => {
  it("keeps the plain address as its text, with a break opportunity before each @ and dot", () => {
    const { container } = render(
      <ChakraScope>
        <EmailAddress address="walker.din2hff7e@example.com" />
      </ChakraScope>,
    );
    const span = container.querySelector("[data-email]");
    expect(span?.textContent).toBe("walker.din2hff7e@example.com");
    const html = (span?.innerHTML ?? "").replace(/<span[^>]*>/g, "<span>");
    expect(html).toBe(
      "<span>walker</span><wbr><span>.din2hff7e</span><wbr><span>@example</span><wbr><span>.com</span>",
    );
  });
});
