import { useState } from "react";
import { Button, Input, Link, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { FormField } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { pageTexts } from "@/config/site";
import { useAuthActions } from "@/features/auth/api";
import { AuthCard, AuthError, GoogleSignIn } from "@/features/auth/components/AuthCard";
import { returnPath } from "@/features/auth/components/RequireAuth";
import { loginSchema, type LoginValues } from "@/features/auth/schemas";
import { authErrorMessage } from "@/lib/auth-errors";
import { emailField } from "@shared/schemas";
import { useHydrated } from "@/lib/use-hydrated";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/LoginPage";

export default function LoginPage() {
  const hydrated = useHydrated();
  const { signIn, signInWithGoogle, sendPasswordReset } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"password" | "google" | "reset" | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
    reValidateMode: "onChange",
  });

  const run = async (kind: "password" | "google", action: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
      void navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = handleSubmit((values) =>
    run("password", () => signIn(values.email, values.password)),
  );

  const resetPassword = async () => {
    const email = emailField.safeParse(getValues("email"));
    if (!email.success) {
      setFieldError("email", {
        message: "Enter your email address first, then choose Forgot password?",
      });
      return;
    }
    setBusy("reset");
    try {
      await sendPasswordReset(email.data);
    } catch {
      // Same answer whether or not an account exists, so the form reveals nothing.
    }
    setBusy(null);
    toaster.create({
      type: "info",
      title: "Check your email",
      description: `If an account exists for ${email.data}, we have sent it a link to reset the password.`,
    });
  };

  return (
    <AuthCard title="Login" intro="Welcome back. Sign in to book services and follow your orders.">
      <AuthError message={error} />
      <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Login">
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register("email")} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register("password")} />
          </FormField>
          <Link asChild alignSelf="end" fontSize="sm" color="brand.700">
            <button type="button" onClick={() => void resetPassword()} disabled={!hydrated}>
              Forgot password?
            </button>
          </Link>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={busy === "password"}
            disabled={!hydrated}
          >
            Login
          </Button>
        </Stack>
      </form>
      <GoogleSignIn
        disabled={!hydrated}
        loading={busy === "google"}
        onClick={() => void run("google", signInWithGoogle)}
      />
      <Text textAlign="center" color="gray.600">
        New here?{" "}
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={paths.signUp} state={location.state as unknown}>
            Create an account
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

/** Useful to visitors, not in search results. */
export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.login, path: paths.login, noindex: true }, args);
