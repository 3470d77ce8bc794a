import { InputField, useZodForm } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { pageTexts } from "@/config/site";
import { useAuthActions } from "@/features/auth/api";
import { AuthForm, PasswordField, useSignIn } from "@/features/auth/components/AuthCard";
import { PASSWORD_MISMATCH, signUpSchema } from "@/features/auth/schemas";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/SignUpPage";

export default function SignUpPage() {
  const { signUp } = useAuthActions();
  const state = useSignIn();
  const { handleSubmit, formState, field } = useZodForm(signUpSchema, {
    name: "",
    email: "",
    password: "",
    retypePassword: "",
  });
  const mismatch = formState.errors.retypePassword?.message === PASSWORD_MISMATCH;

  const onSubmit = handleSubmit(({ name, email, password }) =>
    state.run(
      "password",
      async () => {
        const { verificationSent } = await signUp({ name, email, password });
        toaster.create({
          type: "success",
          title: "User Created successfully",
          description: verificationSent
            ? `We sent a link to ${email}: open it to verify your email address.`
            : "Verify your email address from the notice on your dashboard.",
        });
      },
      paths.home,
    ),
  );

  return (
    <AuthForm
      title="Sign up"
      intro="Create an account to book services, follow your orders and leave reviews."
      submit="SignUp"
      signIn={{ ...state, error: mismatch ? PASSWORD_MISMATCH : state.error }}
      onSubmit={onSubmit}
      footer={{ text: "Already have an account?", link: "Login", to: paths.login }}
    >
      <InputField label="Name" autoComplete="name" {...field("name")} />
      <InputField label="Email" type="email" autoComplete="email" {...field("email")} />
      <PasswordField label="Password" autoComplete="new-password" {...field("password")} />
      <PasswordField
        label="Retype password"
        autoComplete="new-password"
        {...field("retypePassword")}
      />
    </AuthForm>
  );
}

/** Useful to visitors, not in search results. */
export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.signUp, path: paths.signUp, noindex: true }, args);
