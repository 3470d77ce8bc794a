/**
 * Accounts: the signed-in user, and sign up / sign in / Google / sign out / password reset.
 * Uses Firebase Auth only; the profile write (users/{uid}) loads the Firestore SDK when needed.
 */
import { useSyncExternalStore } from "react";
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from "firebase/auth";
import { auth } from "@/lib/firebase/auth.client";
import { getServerSession, getSession, subscribe } from "./session";

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

/** The Firebase user behind the session (for token claims), or null; undefined while loading. */
export function useFirebaseUser(): User | null | undefined {
  const session = useSyncExternalStore(subscribe, getSession, getServerSession);
  return session.status === "loading" ? undefined : session.user;
}

/** The signed-in user, as a plain object, and whether the auth state is still loading. */
export function useCurrentUser(): { status: AuthStatus; user: CurrentUser | null } {
  const firebaseUser = useFirebaseUser();
  if (firebaseUser === undefined) return { status: "loading", user: null };
  const user = toCurrentUser(firebaseUser);
  return { status: user ? "signedIn" : "signedOut", user };
}

async function saveProfile(user: User, displayName?: string): Promise<void> {
  const profile = await import("./profile");
  await profile.saveProfile(user, displayName);
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

const actions = {
  signIn: async (email: string, password: string): Promise<void> => {
    await signInWithEmailAndPassword(auth, email, password);
  },

  signUp: async ({ name, email, password }: SignUpInput): Promise<void> => {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    await updateProfile(user, { displayName: name });
    await saveProfile(user, name);
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
    await saveProfile(user);
  },

  logOut: async (): Promise<void> => {
    await signOut(auth).catch(() => undefined);
  },

  sendPasswordReset: async (email: string): Promise<void> => {
    await sendPasswordResetEmail(auth, email);
  },
};

export type AuthActions = typeof actions;

export function useAuthActions(): AuthActions {
  return actions;
}
