/**
 * Accounts: the signed-in user, and sign up / sign in / Google / sign out / password reset.
 * Saves the user's own profile to users/{uid} (the old POST /users and PUT /users).
 */
import { useMemo } from "react";
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from "firebase/auth";
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import { useAuth, useFirestore, useUser } from "reactfire";

export type AuthStatus = "loading" | "signedIn" | "signedOut";

export interface CurrentUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
}

function toCurrentUser(user: User | null): CurrentUser | null {
  // A user counts as signed in when the account has an email (spec section 3).
  if (!user?.email) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName ?? "",
    photoURL: user.photoURL ?? "",
  };
}

/** The signed-in user, as a plain object, and whether the auth state is still loading. */
export function useCurrentUser(): { status: AuthStatus; user: CurrentUser | null } {
  const { status, data } = useUser();
  const user = toCurrentUser(data ?? null);
  if (status === "loading") return { status, user: null };
  return { status: user ? "signedIn" : "signedOut", user };
}

/** Creates users/{uid} on first sign-in, or brings its email, name and photo up to date. */
async function saveProfile(firestore: Firestore, user: User, displayName?: string): Promise<void> {
  const ref = doc(firestore, "users", user.uid);
  const profile = {
    email: user.email ?? "",
    displayName: (displayName ?? user.displayName ?? "").slice(0, 100),
    photoURL: user.photoURL && user.photoURL.length <= 2048 ? user.photoURL : "",
  };
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) {
    await setDoc(ref, { ...profile, createdAt: serverTimestamp() });
    return;
  }
  const changed = Object.entries(profile).filter(([key, value]) => snapshot.get(key) !== value);
  if (changed.length > 0) await updateDoc(ref, Object.fromEntries(changed));
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

function actions(auth: Auth, firestore: Firestore) {
  return {
    signIn: async (email: string, password: string): Promise<void> => {
      await signInWithEmailAndPassword(auth, email, password);
    },

    signUp: async ({ name, email, password }: SignUpInput): Promise<void> => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName: name });
      await saveProfile(firestore, user, name);
    },

    signInWithGoogle: async (): Promise<void> => {
      // Loaded on demand: the popup resolver pulls in Google's gapi loader.
      const { GoogleAuthProvider, browserPopupRedirectResolver, signInWithPopup } =
        await import("firebase/auth");
      const { user } = await signInWithPopup(
        auth,
        new GoogleAuthProvider(),
        browserPopupRedirectResolver,
      );
      await saveProfile(firestore, user);
    },

    logOut: async (): Promise<void> => {
      await signOut(auth).catch(() => undefined);
    },

    sendPasswordReset: async (email: string): Promise<void> => {
      await sendPasswordResetEmail(auth, email);
    },
  };
}

export type AuthActions = ReturnType<typeof actions>;

export function useAuthActions(): AuthActions {
  const auth = useAuth();
  const firestore = useFirestore();
  return useMemo(() => actions(auth, firestore), [auth, firestore]);
}
