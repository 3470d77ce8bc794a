// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthStatus, CurrentUser } from "@/features/auth/api";
import type { Claims } from "@/features/auth/claims";
import { RequireAdmin } from "./RequireAdmin";

const current: { status: AuthStatus; user: CurrentUser | null } = { status: "loading", user: null };
const claims: Claims = { status: "loading", isAdmin: false };
vi.mock("@/features/auth/api", () => ({ useCurrentUser: () => current }));
vi.mock("@/features/auth/claims", () => ({ useClaims: () => ({ ...claims }) }));

const ADA: CurrentUser = {
  uid: "ada",
  email: "ada@agency.test",
  displayName: "Ada",
  photoURL: "",
  emailVerified: true,
};

function app() {
  return (
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={["/dashboard/manageOrders"]}>
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/dashboard" element={<p>customer view</p>} />
          <Route
            path="/dashboard/manageOrders"
            element={
              <RequireAdmin>
                <p>manage orders</p>
              </RequireAdmin>
            }
          />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>
  );
}

beforeEach(() => {
  current.status = "signedIn";
  current.user = ADA;
  claims.status = "ready";
  claims.isAdmin = false;
});
afterEach(cleanup);

describe("RequireAdmin", () => {
  it("shows a spinner while the role loads", () => {
    claims.status = "loading";
    render(app());
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.queryByText("manage orders")).toBeNull();
  });

  it("sends a signed-in user who is not an admin to /login", () => {
    render(app());
    expect(screen.getByText("login page")).toBeTruthy();
  });

  it("shows the page to an admin", () => {
    claims.isAdmin = true;
    render(app());
    expect(screen.getByText("manage orders")).toBeTruthy();
  });

  it("sends an admin who loses the role on the page to the dashboard, still signed in", () => {
    claims.isAdmin = true;
    const view = render(app());
    expect(screen.getByText("manage orders")).toBeTruthy();
    claims.isAdmin = false;
    view.rerender(app());
    expect(screen.getByText("customer view")).toBeTruthy();
    expect(screen.queryByText("login page")).toBeNull();
  });
});
