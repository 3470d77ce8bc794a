/** The signed-in user and the account actions (the profile write loads Firestore). */
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
import { useNavigate } from "react-router-dom";
import { useObservable } from "reactfire";
import { user as userChanges } from "rxfire/auth";
import { paths } from "@/config/paths";
import { auth } from "@/lib/firebase/auth.client";
import { rememberSignedIn } from "@/lib/signed-in-hint";

export type AuthStatus = "loading" | "signedIn" | "signedOut";

export interface CurrentUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
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

/** The rules and the API read `email_verified` from the token: a stale one refuses bookings. */
async function renewTokenOnceVerified(user: User): Promise<void> {
  if (!user.emailVerified) return;
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== true) await user.getIdToken(true);
}

// Keeps the signed-in hint in step with Auth (in the browser).
if (!import.meta.env.SSR) {
  onIdTokenChanged(auth, (user) => {
    rememberSignedIn(user !== null);
    if (user) void renewTokenOnceVerified(user).catch(() => undefined);
  });
}

/** reactfire's user observable (its useUser's id) works outside an AuthProvider too (top bar). */
export function useCurrentUser(): { status: AuthStatus; user: CurrentUser | null } {
  const { status, data } = useObservable(`auth:user:${auth.name}`, userChanges(auth), {
    suspense: false,
  });
  if (status !== "success") return { status: "loading", user: null };
  const user = toCurrentUser(data);
  return { status: user ? "signedIn" : "signedOut", user };
}

const actions = {
  signIn: async (email: string, password: string): Promise<void> => {
    await signInWithEmailAndPassword(auth, email, password);
  },

  /** Creates the account and its profile; says whether the verification link went out. */
  signUp: async ({
    name,
    email,
    password,
  }: Record<"name" | "email" | "password", string>): Promise<{ verificationSent: boolean }> => {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    await updateProfile(user, { displayName: name });
    await (await import("./profile")).saveProfile(user, name);
    const verificationSent = await sendEmailVerification(user).then(
      () => true,
      () => false,
    );
    return { verificationSent };
  },

  resendVerification: async (): Promise<void> => {
    if (!auth.currentUser) throw new Error("Not signed in");
    await sendEmailVerification(auth.currentUser);
  },

  /** Is the address verified now (the link followed in another tab)? */
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
    await (await import("./profile")).saveProfile(user);
  },

  logOut: async (): Promise<void> => {
    await signOut(auth).catch(() => undefined);
  },

  sendPasswordReset: async (email: string): Promise<void> => {
    await sendPasswordResetEmail(auth, email);
  },
};

export const useAuthActions = () => actions;

/** Signs out, then shows the landing page; `before` runs first. */
export function useLogOut(before?: () => void): () => void {
  const navigate = useNavigate();
  return () => {
    before?.();
    void actions.logOut().then(() => navigate(paths.home));
  };
}
