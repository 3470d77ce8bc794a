import { useState, type ComponentProps, type ReactNode, type SyntheticEvent } from "react";
import { Box, Button, Container, HStack, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { ChakraScope } from "@/components/ui/ChakraScope";
import { FormCard } from "@/components/ui/FormCard";
import { ErrorAlert, InputField } from "@/components/ui/FormField";
import { authErrorMessage } from "@/lib/auth-errors";
import { useHydrated } from "@/lib/use-hydrated";
import { useAuthActions } from "../api";
import { returnPath } from "./RequireAuth";

/** The sign-in under way and the last one's error; `run` then goes to `to` (by default, back). */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"password" | "google" | null>(null);
  const run = async (
    kind: "password" | "google",
    action: () => Promise<unknown>,
    to = returnPath(location.state),
  ) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
      void navigate(to, { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };
  return { error, busy, run };
}

/** A password's field; `autoComplete` says which (current-password, new-password). */
export function PasswordField(props: Omit<ComponentProps<typeof InputField>, "type">) {
  return <InputField type="password" {...props} />;
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** The login and sign-up pages; the buttons wait until the page is interactive (useHydrated). */
export function AuthForm({
  title,
  intro,
  submit,
  signIn: { error, busy, run },
  onSubmit,
  footer,
  children,
}: {
  title: string;
  intro: string;
  submit: string;
  signIn: ReturnType<typeof useSignIn>;
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  footer: { text: string; link: string; to: string; state?: unknown };
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const { signInWithGoogle } = useAuthActions();
  return (
    <ChakraScope>
      <Box bg="brand.50" py={{ base: "10", md: "20" }}>
        <Container maxW="md">
          <FormCard title={title} intro={intro}>
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <form
              method="post"
              onSubmit={(event) => void onSubmit(event)}
              noValidate
              aria-label={title}
            >
              <Stack gap="4">
                {children}
                <Button
                  type="submit"
                  colorPalette="brand"
                  size="lg"
                  loading={busy === "password"}
                  disabled={!hydrated}
                >
                  {submit}
                </Button>
              </Stack>
            </form>
            <Stack gap="4">
              <HStack>
                <Separator flex="1" />
                <Text fontSize="sm" color="gray.500">
                  or
                </Text>
                <Separator flex="1" />
              </HStack>
              <Button
                variant="outline"
                size="lg"
                onClick={() => void run("google", signInWithGoogle)}
                loading={busy === "google"}
                disabled={!hydrated}
                type="button"
              >
                <GoogleMark /> Continue with Google
              </Button>
            </Stack>
            <Text textAlign="center" color="gray.600">
              {footer.text}{" "}
              <Link asChild color="brand.700" fontWeight="semibold">
                <RouterLink to={footer.to} state={footer.state}>
                  {footer.link}
                </RouterLink>
              </Link>
            </Text>
          </FormCard>
        </Container>
      </Box>
    </ChakraScope>
  );
}
