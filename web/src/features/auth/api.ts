/**
 * Accounts: the signed-in user, and sign up / sign in / Google / sign out / password reset /
 * email verification. Uses Firebase Auth only; the profile write (users/{uid}) loads the
 * Firestore SDK when needed.
 */
import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from "firebase/auth";
import { useObservable } from "reactfire";
import { user as userChanges } from "rxfire/auth";
import { auth } from "@/lib/firebase/auth.client";
import { rememberSignedIn } from "./signed-in-hint";

export type AuthStatus = "loading" | "signedIn" | "signedOut";

export interface CurrentUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  /** Whether the user proved they own the address (Google accounts have; email sign-ups follow a link). */
  emailVerified: boolean;
}

function toCurrentUser(user: User | null): CurrentUser | null {
  // A user counts as signed in when the account has an email (spec section 3).
  if (!user?.email) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName ?? "",
    photoURL: user.photoURL ?? "",
    emailVerified: user.emailVerified,
  };
}

/**
 * Renews the ID token when the account's address is verified but the token still says it is not
 * (it was minted before the link was followed). The security rules and the API read
 * `email_verified` from the token, so without this a customer who just verified could not book
 * or post a review until the token expired, up to an hour later.
 */
async function renewTokenOnceVerified(user: User): Promise<void> {
  if (!user.emailVerified) return;
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== true) await user.getIdToken(true);
}

// Also fires when the profile changes (a display name set after sign-up). Keeps the public pages'
// signed-in hint in step with Auth. In the browser only: the server build has no Auth
// (lib/firebase/*.client.ts).
if (!import.meta.env.SSR) {
  onIdTokenChanged(auth, (user) => {
    rememberSignedIn(user !== null);
    if (user) void renewTokenOnceVerified(user).catch(() => undefined);
  });
}

/**
 * The Firebase user, or null; undefined while Auth starts. reactfire's user observable (the one
 * its useUser shares, by the same id) over the app's one Auth instance, so that it also works
 * outside an AuthProvider: the public pages' top bar shows the user without the Firestore scope.
 */
export function useFirebaseUser(): User | null | undefined {
  const { status, data } = useObservable(`auth:user:${auth.name}`, userChanges(auth), {
    suspense: false,
  });
  return status === "success" ? data : undefined;
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

  /**
   * Creates the account, saves the profile and sends the link that verifies the address. Answers
   * whether the link went out: the account exists either way, and the dashboard's notice offers
   * to send it again.
   */
  signUp: async ({
    name,
    email,
    password,
  }: SignUpInput): Promise<{ verificationSent: boolean }> => {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    await updateProfile(user, { displayName: name });
    await saveProfile(user, name);
    const verificationSent = await sendEmailVerification(user).then(
      () => true,
      () => false,
    );
    return { verificationSent };
  },

  /** Sends the signed-in user another link that verifies their address. */
  resendVerification: async (): Promise<void> => {
    if (!auth.currentUser) throw new Error("Not signed in");
    await sendEmailVerification(auth.currentUser);
  },

  /**
   * Reads the signed-in user's account again (whether the address is verified now, after the
   * link was followed in another tab); the hooks see the change (and the ID token is renewed once
   * the address is verified).
   */
  refreshAccount: async (): Promise<void> => {
    if (auth.currentUser) await reload(auth.currentUser);
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
