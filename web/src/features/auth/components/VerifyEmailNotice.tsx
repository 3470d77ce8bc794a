import { useEffect, useState } from "react";
import { Alert, Button, Text } from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { authErrorCode } from "@/lib/auth-errors";
import { useAuthActions, useCurrentUser, type CurrentUser } from "../api";

/** How long Resend waits after a link was sent (kept across reloads, per account). */
const RESEND_COOLDOWN_MS = 60_000;

const storageKey = (uid: string) => `verify-email-sent:${uid}`;

/** 0: not known. */
function readSentAt(uid: string): number {
  try {
    return Number(localStorage.getItem(storageKey(uid))) || 0;
  } catch {
    return 0;
  }
}

function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

type Feedback = { kind: "sent" | "error"; text: string } | null;

function Notice({ user, purpose }: { user: CurrentUser; purpose?: string }) {
  const { resendVerification, refreshAccount } = useAuthActions();
  const [sentAt, setSentAt] = useState(() => readSentAt(user.uid));
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const secondsLeft = useSecondsLeft(sentAt + RESEND_COOLDOWN_MS);

  // Back in this tab (say, after following the link in the mail): is the address verified now?
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === "visible") void refreshAccount().catch(() => undefined);
    };
    const listening = new AbortController();
    window.addEventListener("focus", check, listening);
    document.addEventListener("visibilitychange", check, listening);
    return () => listening.abort();
  }, [refreshAccount]);

  const wait = (at: number) => {
    try {
      localStorage.setItem(storageKey(user.uid), String(at));
    } catch {
      // No storage (private mode): the wait lasts while the page is open.
    }
    setSentAt(at);
  };

  const resend = async () => {
    setSending(true);
    setFeedback(null);
    try {
      await resendVerification();
      wait(Date.now());
      setFeedback({ kind: "sent", text: `We sent a new link to ${user.email}.` });
    } catch (error) {
      const limited = authErrorCode(error) === "auth/too-many-requests";
      if (limited) wait(Date.now());
      setFeedback({
        kind: "error",
        text: limited
          ? "Too many emails were sent to this address. Please wait a few minutes and try again."
          : "We could not send the email. Please try again.",
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert.Root
      status="warning"
      role="region"
      aria-label="Email verification"
      mb="6"
      alignItems={{ base: "start", md: "center" }}
      flexWrap={{ base: "wrap", md: "nowrap" }}
      data-testid="verify-email"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Please verify your email address</Alert.Title>
        <Alert.Description>
          We sent a link to <EmailAddress address={user.email} />. Open it to confirm that the
          address is yours.
          {purpose ? ` ${purpose}` : null}
        </Alert.Description>
        {feedback ? (
          <Text
            role="status"
            fontSize="sm"
            fontWeight="medium"
            mt="1"
            color={feedback.kind === "sent" ? "green.700" : "red.700"}
          >
            {feedback.text}
          </Text>
        ) : null}
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        bg="white"
        flexShrink={0}
        loading={sending}
        disabled={secondsLeft > 0}
        onClick={() => void resend()}
      >
        {secondsLeft > 0 ? `Resend (${String(secondsLeft)} s)` : "Resend"}
      </Button>
    </Alert.Root>
  );
}

/** For a signed-in user whose address is not verified; `purpose`: what waits ("You can book"). */
export function VerifyEmailNotice({ purpose }: { purpose?: string } = {}) {
  const { user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return <Notice key={user.uid} user={user} purpose={purpose} />;
}
