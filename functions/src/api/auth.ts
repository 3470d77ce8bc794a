/**
 * Who is calling: the Firebase ID token in `Authorization: Bearer <token>`, verified with the
 * revocation check, so a token of a deleted or disabled account, or one issued before a sign-out
 * everywhere, is refused before it expires. Admin is the claim AND the users/{uid} mirror, as in
 * the rules: a revoked admin's token still carries the claim until it is refreshed.
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
  /** Proved they own `email` and not anonymous (isVerified in firestore.rules). */
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

const TOKEN_REFUSALS: Partial<Record<string, string>> = {
  "auth/id-token-expired": "The ID token has expired",
  "auth/id-token-revoked": "The ID token has been revoked",
  "auth/user-disabled": "The account is disabled",
  "auth/user-not-found": "The account no longer exists",
};

function unauthorized(error: unknown): Problem {
  const code = (error as { code?: string }).code ?? "";
  return new Problem(401, TOKEN_REFUSALS[code] ?? "The ID token is not valid", undefined, {
    "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"',
  });
}

/** The verified caller; a 401 Problem without a valid token. */
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

/** The 403 for a caller who has not proved they own their address yet, before `action`. */
export function unverifiedProblem(action: string): Problem {
  return new Problem(
    403,
    `Verify your email address before ${action}: follow the link in the verification email we sent you`,
  );
}

/** The caller, who must have proved they own their email address (`verified`). */
export async function authenticateVerified(req: Request, action: string): Promise<Caller> {
  const caller = await authenticate(req);
  if (!caller.verified) throw unverifiedProblem(action);
  return caller;
}

/** The verified caller, who must be an admin (403 otherwise). */
export async function authenticateAdmin(req: Request): Promise<Caller> {
  const caller = await authenticate(req);
  if (!caller.admin) throw new Problem(403, "This action is for admins only");
  return caller;
}
