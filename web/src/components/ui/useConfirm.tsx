import { useCallback, useRef, useState, type ReactNode } from "react";
import { Button, Dialog, Portal } from "@chakra-ui/react";
import { toaster } from "./toaster";

/** The old site's question before every delete. */
export const DELETE_QUESTION = "Do you Want to Delete?";

export interface ConfirmedAction {
  question: string;
  run: () => Promise<unknown>;
  /** Toast titles after success and after failure. */
  done: string;
  failed: string;
}

export const deletion = (
  run: () => Promise<unknown>,
  done: string,
  failed: string,
): ConfirmedAction => ({ question: DELETE_QUESTION, run, done, failed });

/** `confirm` resolves to the user's answer, `confirmThen` runs and toasts; render `dialog` once. */
export function useConfirm(): {
  confirm: (question: string) => Promise<boolean>;
  confirmThen: (action: ConfirmedAction) => Promise<void>;
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

  const confirmThen = useCallback(
    async ({ question, run, done, failed }: ConfirmedAction) => {
      if (!(await confirm(question))) return;
      try {
        await run();
        toaster.create({ type: "success", title: done });
      } catch {
        toaster.create({ type: "error", title: failed });
      }
    },
    [confirm],
  );

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

  return { confirm, confirmThen, dialog };
}
