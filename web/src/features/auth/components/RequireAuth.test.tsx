// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthStatus, CurrentUser } from "../api";
import { RequireAuth, returnPath } from "./RequireAuth";

const current: { status: AuthStatus; user: CurrentUser | null } = { status: "loading", user: null };
vi.mock("../api", () => ({ useCurrentUser: () => current }));

function LoginProbe() {
  const location = useLocation();
  return <p>login page, back to {returnPath(location.state)}</p>;
}

function renderAt(path: string) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/services/services/:id"
            element={
              <RequireAuth>
                <p>the service</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  current.status = "loading";
  current.user = null;
});
afterEach(cleanup);

describe("RequireAuth", () => {
  it("shows a spinner while the sign-in state loads", () => {
    renderAt("/services/services/seo");
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.queryByText("the service")).toBeNull();
  });

  it("sends a signed-out visitor to /login, remembering the page", () => {
    current.status = "signedOut";
    renderAt("/services/services/seo?from=ad#book");
    expect(
      screen.getByText("login page, back to /services/services/seo?from=ad#book"),
    ).toBeTruthy();
  });

  it("shows the page to a signed-in user", () => {
    current.status = "signedIn";
    current.user = {
      uid: "u1",
      email: "u@agency.test",
      displayName: "U",
      photoURL: "",
      emailVerified: true,
    };
    renderAt("/services/services/seo");
    expect(screen.getByText("the service")).toBeTruthy();
  });
});

describe("returnPath", () => {
  it("falls back to the home page", () => {
    expect(returnPath(null)).toBe("/");
    expect(returnPath({ from: { pathname: "/login" } })).toBe("/");
  });
});
