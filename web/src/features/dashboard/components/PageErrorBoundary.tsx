import type { ReactNode } from "react";
import { Alert, Button } from "@chakra-ui/react";
import { OnError } from "@/lib/on-error";

/** A failed query (reactfire throws) keeps the dashboard's menu, not the route's error screen. */
export function PageErrorBoundary({
  children,
  onRetry = () => window.location.reload(),
}: {
  children: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <OnError
      fallback={
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This page could not load its data.</Alert.Title>
            <Alert.Description>
              Check your connection and try again. The rest of the dashboard still works.
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </Alert.Root>
      }
    >
      {children}
    </OnError>
  );
}
