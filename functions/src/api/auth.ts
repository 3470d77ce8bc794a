/**
 * Who is calling: the Firebase ID token in `Authorization: Bearer <token>`, verified with the
 * Admin SDK, including the revocation check: a token of a deleted or disabled account, or one
 * issued before its refresh tokens were revoked (a password change, or an operator signing the
 * user out everywhere), is refused even while it has not expired. Admin is the claim AND the
 * users/{uid} mirror, as in the rules: losing the role switches the mirror off, so a token that
 * still carries the claim gets no admin access while the session itself goes on.
 */
import type { Request } from "express";
import type { DecodedIdToken } from "firebase-admin/auth";
import { isAdmin } from "../lib/admin-role";
import { auth } from "../lib/firebase";
import { Problem } from "./problem";

export interface Caller {
  uid: string;
  /** Lower-cased email from the token, or null for accounts without one. */
  email: string | null;
  /**
   * The caller has proved they own `email`: the token says it is verified, and the account is not
   * anonymous (isVerified in firestore.rules).
   */
  verified: boolean;
  admin: boolean;
}

function bearerToken(req: Request): string {
  const header = req.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    throw new Problem(
      401,
      "Send a Firebase ID token as `Authorization: Bearer <token>`",
      undefined,
      {
        "WWW-Authenticate": 'Bearer realm="api"',
      },
    );
  }
  return match[1];
}

function unauthorized(error: unknown): Problem {
  const code = (error as { code?: string }).code ?? "";
  const detail =
    code === "auth/id-token-expired"
      ? "The ID token has expired"
      : code === "auth/id-token-revoked"
        ? "The ID token has been revoked"
        : code === "auth/user-disabled"
          ? "The account is disabled"
          : code === "auth/user-not-found"
            ? "The account no longer exists"
            : "The ID token is not valid";
  return new Problem(401, detail, undefined, {
    "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"',
  });
}

/**
 * The verified caller. Throws a 401 Problem without a valid token. `admin` is the rules' test:
 * the token's claim and the users/{uid} mirror (lib/admin-role.ts).
 */
export async function authenticate(req: Request): Promise<Caller> {
  const token = bearerToken(req);
  let decoded: DecodedIdToken;
  try {
    decoded = await auth().verifyIdToken(token, true);
  } catch (error) {
    throw unauthorized(error);
  }
  const email = typeof decoded.email === "string" ? decoded.email.toLowerCase() : null;
  return {
    uid: decoded.uid,
    email,
    verified:
      email !== null &&
      decoded.email_verified === true &&
      decoded.firebase.sign_in_provider !== "anonymous",
    admin: await isAdmin(decoded.uid, decoded),
  };
}

/**
 * The verified caller, who must have proved they own their email address (`verified`): 403 with
 * what to do otherwise. `action` completes "Verify your email address before ...".
 */
export async function authenticateVerified(req: Request, action: string): Promise<Caller> {
  const caller = await authenticate(req);
  if (!caller.verified) {
    throw new Problem(
      403,
      `Verify your email address before ${action}: follow the link in the verification email we sent you`,
    );
  }
  return caller;
}

/** The verified caller, who must be an admin (403 otherwise). */
export async function authenticateAdmin(req: Request): Promise<Caller> {
  const caller = await authenticate(req);
  if (!caller.admin) throw new Problem(403, "This action is for admins only");
  return caller;
}
