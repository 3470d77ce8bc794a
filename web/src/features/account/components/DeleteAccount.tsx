import { useEffect, useRef, useState } from "react";
import { Box, Button, Dialog, Heading, Portal, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { ErrorAlert, InputField } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useAuthActions } from "@/features/auth/api";
import { DELETE_CONFIRMATION, deleteAccount, deletionErrorMessage } from "../api";

const WHAT_HAPPENS = {
  "What we delete": [
    "your sign-in: you can no longer log in with this email address or Google account",
    "your profile (name, email address and photo)",
    "your reviews, published or awaiting approval: they leave the home page",
    "the emails we have queued to you, and our notices about your orders",
  ],
  "What we keep": [
    "your orders (the service, its date and status), for our accounts, without your name, email address, phone number or address, and with no link back to you",
  ],
};

function ConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { logOut } = useAuthActions();
  const confirmed = typed.trim() === DELETE_CONFIRMATION;
  const leaving = useRef(false);

  useEffect(
    () => () => {
      if (leaving.current) void logOut();
    },
    [logOut],
  );

  const close = () => {
    if (deleting) return;
    setTyped("");
    setError(null);
    onClose();
  };

  const remove = async () => {
    if (!confirmed || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount();
    } catch (failure) {
      setError(deletionErrorMessage(failure));
      setDeleting(false);
      return;
    }
    // Signed out only once the dashboard has gone (the effect above): its guard would send a
    // signed-out user to the login page.
    leaving.current = true;
    await navigate(paths.home, { replace: true });
    toaster.create({
      type: "success",
      title: "Your account was deleted",
      description: "You are signed out. Thank you for working with us.",
    });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open) close();
      }}
      initialFocusEl={() => input.current}
      closeOnInteractOutside={!deleting}
      closeOnEscape={!deleting}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form
              aria-label="Confirm account deletion"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void remove();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Delete your account?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    Your account, profile and reviews are deleted for good; this cannot be undone.
                    Your orders stay with us without your personal details.
                  </Text>
                  <InputField
                    label={`Type ${DELETE_CONFIRMATION} to confirm`}
                    ref={input}
                    value={typed}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={deleting}
                    onChange={(event) => setTyped(event.currentTarget.value)}
                  />
                  {error ? <ErrorAlert>{error}</ErrorAlert> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={deleting}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  disabled={!confirmed}
                  loading={deleting}
                  loadingText="Deleting"
                >
                  Delete my account
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** "Delete account": what goes and what stays, then a dialog in which the user types DELETE. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <Box
      as="section"
      aria-labelledby="delete-account"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="lg"
      p={{ base: "4", md: "6" }}
    >
      <Stack gap="4">
        <Heading as="h2" id="delete-account" size="lg" color="red.700">
          Delete account
        </Heading>
        <Text color="gray.700">
          You can delete your account at any time. This cannot be undone.
        </Text>
        {Object.entries(WHAT_HAPPENS).map(([title, items]) => (
          <Stack key={title} gap="1">
            <Text fontWeight="semibold">{title}</Text>
            <Box as="ul" ps="5" listStyleType="disc" color="gray.700">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          </Stack>
        ))}
        <Text color="gray.600" fontSize="sm">
          Messages sent through our contact form are not linked to an account: to have them deleted,
          write to {site.emails[1]}.
        </Text>
        <Box>
          <Button colorPalette="red" variant="solid" onClick={() => setOpen(true)}>
            Delete account
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
