/**
 * Users: each caller saves their own profile (users/{uid}); the admin lookup answers for oneself
 * or, for admins, anyone; granting the admin role is the grantAdmin callable in the old shape.
 */
import { Router } from "express";
import { FieldValue } from "firebase-admin/firestore";
import { setAdminRole, RoleError } from "../../admin/roles";
import { isAdmin } from "../../lib/admin-role";
import { withDeadline } from "../../lib/deadline";
import { auth, db } from "../../lib/firebase";
import { hasCode } from "../../shared/grpc";
import { registry } from "../../shared/registry";
import {
  adminEmailInputSchema,
  emailField,
  userProfileRestInputSchema,
  type UserProfileInput,
} from "../../shared/schemas";
import { authenticate, authenticateAdmin, type Caller } from "../auth";
import { parseBody } from "../http";
import { withPictures } from "../pictures";
import { Problem } from "../problem";

export const users = Router();

async function saveOwnProfile(
  caller: Caller,
  input: UserProfileInput,
): Promise<{ existed: boolean; changed: boolean }> {
  if (!caller.email || input.email.toLowerCase() !== caller.email) {
    throw new Problem(403, "You can only save your own profile");
  }
  const { photoURL } = input;
  if (photoURL === undefined) return writeOwnProfile(caller, input);
  return withPictures(caller, [{ path: "photoURL", value: photoURL }], (reference) =>
    writeOwnProfile(caller, { ...input, photoURL: reference(photoURL) }),
  );
}

async function writeOwnProfile(
  caller: Caller,
  input: UserProfileInput,
): Promise<{ existed: boolean; changed: boolean }> {
  const ref = db().collection(registry.users.name).doc(caller.uid);
  return withDeadline((signal) =>
    db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      signal.throwIfAborted();
      const profile = {
        email: caller.email ?? input.email,
        displayName: input.displayName,
        ...(input.photoURL === undefined ? {} : { photoURL: input.photoURL }),
      };
      if (!snapshot.exists) {
        tx.set(
          ref,
          registry.users.write({ photoURL: "", ...profile }, FieldValue.serverTimestamp()),
        );
        return { existed: false, changed: true };
      }
      const changed = Object.entries(profile).some(([key, value]) => snapshot.get(key) !== value);
      if (changed) tx.update(ref, profile);
      return { existed: true, changed };
    }),
  );
}

users.post("/users", async (req, res) => {
  const caller = await authenticate(req);
  const { existed } = await saveOwnProfile(caller, parseBody(userProfileRestInputSchema, req));
  res.status(existed ? 200 : 201).json({ acknowledged: true, insertedId: caller.uid });
});

users.put("/users", async (req, res) => {
  const caller = await authenticate(req);
  const { existed, changed } = await saveOwnProfile(
    caller,
    parseBody(userProfileRestInputSchema, req),
  );
  res.json({
    acknowledged: true,
    matchedCount: existed ? 1 : 0,
    modifiedCount: existed && changed ? 1 : 0,
    upsertedCount: existed ? 0 : 1,
    upsertedId: existed ? null : caller.uid,
  });
});

users.put("/users/admin", async (req, res) => {
  const caller = await authenticateAdmin(req);
  const { email } = parseBody(adminEmailInputSchema, req);
  try {
    const { modifiedCount } = await withDeadline((signal) =>
      setAdminRole({ auth: auth(), db: db(), signal }, { email, grant: true, by: caller.uid }),
    );
    res.json({ acknowledged: true, matchedCount: 1, modifiedCount });
  } catch (error) {
    // failed-precondition (not verified yet; the last admin) is a 409, with the same message.
    if (error instanceof RoleError) {
      throw new Problem(error.code === "not-found" ? 404 : 409, error.message);
    }
    throw error;
  }
});

users.get("/users/:email", async (req, res) => {
  const caller = await authenticate(req);
  const parsed = emailField.safeParse(req.params.email);
  if (!parsed.success) throw Problem.invalid(parsed.error, "The email in the path is not valid");
  const email = parsed.data.toLowerCase();
  if (!caller.admin && email !== caller.email) {
    throw new Problem(403, "You can only look up your own account");
  }
  const user = await auth()
    .getUserByEmail(email)
    .catch((error: unknown) => {
      if (hasCode(error, "auth/user-not-found")) {
        throw new Problem(404, "No user has this email");
      }
      throw error;
    });
  res.json({
    email: user.email ?? email,
    displayName: user.displayName ?? "",
    // The rules' test: the claim and the users/{uid} mirror.
    admin: await isAdmin(user.uid, user.customClaims ?? {}),
  });
});
