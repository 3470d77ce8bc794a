// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageErrorBoundary } from "./PageErrorBoundary";

function Failing(): never {
  throw new Error("Missing or insufficient permissions.");
}

function app(children: ReactNode, onRetry?: () => void) {
  return (
    <ChakraProvider value={defaultSystem}>
      <nav>side menu</nav>
      <PageErrorBoundary onRetry={onRetry}>{children}</PageErrorBoundary>
    </ChakraProvider>
  );
}

describe("PageErrorBoundary", () => {
  afterEach(cleanup);

  it("shows the page when nothing fails", () => {
    render(app(<p>orders</p>));
    expect(screen.getByText("orders")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the menu and offers to try again when the page throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onRetry = vi.fn();
    render(app(<Failing />, onRetry));
    expect(screen.getByRole("alert").textContent).toContain("This page could not load its data.");
    expect(screen.getByText("side menu")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
