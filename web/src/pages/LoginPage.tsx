import { Link } from "@chakra-ui/react";
import { useLocation } from "react-router-dom";
import { InputField, useZodForm } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { pageTexts } from "@/config/site";
import { useAuthActions } from "@/features/auth/api";
import { AuthForm, PasswordField, useSignIn } from "@/features/auth/components/AuthCard";
import { loginSchema } from "@/features/auth/schemas";
import { emailField } from "@shared/schemas";
import { useHydrated } from "@/lib/use-hydrated";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/LoginPage";

export default function LoginPage() {
  const hydrated = useHydrated();
  const { signIn, sendPasswordReset } = useAuthActions();
  const location = useLocation();
  const state = useSignIn();
  const { handleSubmit, getValues, setError, field } = useZodForm(loginSchema, {
    email: "",
    password: "",
  });

  const resetPassword = async () => {
    const email = emailField.safeParse(getValues("email"));
    if (!email.success) {
      setError("email", {
        message: "Enter your email address first, then choose Forgot password?",
      });
      return;
    }
    // Same answer whether or not an account exists, so the form reveals nothing.
    await sendPasswordReset(email.data).catch(() => undefined);
    toaster.create({
      type: "info",
      title: "Check your email",
      description: `If an account exists for ${email.data}, we have sent it a link to reset the password.`,
    });
  };

  return (
    <AuthForm
      title="Login"
      intro="Welcome back. Sign in to book services and follow your orders."
      submit="Login"
      signIn={state}
      onSubmit={handleSubmit(({ email, password }) =>
        state.run("password", () => signIn(email, password)),
      )}
      footer={{
        text: "New here?",
        link: "Create an account",
        to: paths.signUp,
        state: location.state,
      }}
    >
      <InputField label="Email" type="email" autoComplete="email" {...field("email")} />
      <PasswordField label="Password" autoComplete="current-password" {...field("password")} />
      <Link asChild alignSelf="end" fontSize="sm" color="brand.700">
        <button type="button" onClick={() => void resetPassword()} disabled={!hydrated}>
          Forgot password?
        </button>
      </Link>
    </AuthForm>
  );
}

/** Useful to visitors, not in search results. */
export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.login, path: paths.login, noindex: true }, args);
