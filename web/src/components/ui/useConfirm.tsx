import { useCallback, useRef, useState, type ReactNode } from "react";
import { Button, Dialog, Portal } from "@chakra-ui/react";

/**
 * A confirmation dialog (the old site's confirm prompts): `await confirm(question)` resolves to
 * true when the user accepts. Render `dialog` once in the page.
 */
export function useConfirm(): {
  confirm: (question: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<string | null>(null);
  const resolver = useRef<((accepted: boolean) => void) | null>(null);

  const settle = useCallback((accepted: boolean) => {
    resolver.current?.(accepted);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((text: string) => {
    resolver.current?.(false);
    setQuestion(text);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={question !== null}
      onOpenChange={(event) => {
        if (!event.open) settle(false);
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Please confirm</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{question}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => settle(false)}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={() => settle(true)}>
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );

  return { confirm, dialog };
}
