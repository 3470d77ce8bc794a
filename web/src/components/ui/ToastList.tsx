import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from "@chakra-ui/react";
import { ChakraScope } from "./ChakraScope";
import { toaster } from "./toaster";

/** Renders the toasts of `toaster`, with the style system (loaded on demand by Toasts). */
export function ToastHost() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
          {(toast) => (
            <Toast.Root width={{ md: "md" }} data-testid="toast">
              {toast.type === "loading" ? <Spinner size="sm" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                {toast.description ? (
                  <Toast.Description>{toast.description}</Toast.Description>
                ) : null}
              </Stack>
              {toast.closable ? <Toast.CloseTrigger /> : null}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </ChakraScope>
  );
}
