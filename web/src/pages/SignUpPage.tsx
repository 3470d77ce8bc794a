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
import { PASSWORD_MISMATCH, signUpSchema, type SignUpValues } from "@/features/auth/schemas";
import { authErrorMessage } from "@/lib/auth-errors";
import { useHydrated } from "@/lib/use-hydrated";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/SignUpPage";

export const USER_CREATED = "User Created successfully";

export default function SignUpPage() {
  const hydrated = useHydrated();
  const { signUp, signInWithGoogle } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"password" | "google" | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "", retypePassword: "" },
    reValidateMode: "onChange",
  });
  const mismatch = errors.retypePassword?.message === PASSWORD_MISMATCH;

  const onSubmit = handleSubmit(async (values) => {
    setBusy("password");
    setError(null);
    try {
      const { verificationSent } = await signUp({
        name: values.name,
        email: values.email,
        password: values.password,
      });
      toaster.create({
        type: "success",
        title: USER_CREATED,
        description: verificationSent
          ? `We sent a link to ${values.email}: open it to verify your email address.`
          : "Verify your email address from the notice on your dashboard.",
      });
      void navigate(paths.home, { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  });

  const google = async () => {
    setBusy("google");
    setError(null);
    try {
      await signInWithGoogle();
      void navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard
      title="Sign up"
      intro="Create an account to book services, follow your orders and leave reviews."
    >
      <AuthError message={mismatch ? PASSWORD_MISMATCH : error} />
      <form
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Sign up"
      >
        <Stack gap="4">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...register("name")} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register("email")} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...register("password")} />
          </FormField>
          <FormField label="Retype password" error={errors.retypePassword?.message}>
            <Input type="password" autoComplete="new-password" {...register("retypePassword")} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={busy === "password"}
            disabled={!hydrated}
          >
            SignUp
          </Button>
        </Stack>
      </form>
      <GoogleSignIn
        disabled={!hydrated}
        loading={busy === "google"}
        onClick={() => void google()}
      />
      <Text textAlign="center" color="gray.600">
        Already have an account?{" "}
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={paths.login}>Login</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

/** Useful to visitors, not in search results. */
export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.signUp, path: paths.signUp, noindex: true }, args);
