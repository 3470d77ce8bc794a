import type { User } from "firebase/auth";
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from "firebase/firestore";
import { firestore } from "@/lib/firebase/firestore.client";
import { isImageReference } from "@shared/schemas";
import { LIMITS } from "@shared/model";
import { registry } from "@shared/registry";

/** The account's photo, when it is one the rules accept (a Google profile photo); else none. */
function photoOf(user: User): string {
  const url = user.photoURL ?? "";
  return url.length <= LIMITS.imageUrl && isImageReference(url) ? url : "";
}

/** Creates users/{uid} on first sign-in, or brings its email, name and photo up to date. */
export async function saveProfile(user: User, displayName?: string): Promise<void> {
  const ref = doc(firestore, registry.users.name, user.uid);
  const profile = {
    email: user.email ?? "",
    displayName: (displayName ?? user.displayName ?? "").slice(0, 100),
    photoURL: photoOf(user),
  };
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) {
    await setDoc(ref, registry.users.write(profile, serverTimestamp()));
    return;
  }
  const changed = Object.entries(profile).filter(([key, value]) => snapshot.get(key) !== value);
  if (changed.length > 0) await updateDoc(ref, Object.fromEntries(changed));
}
