import { Button, type ButtonProps } from "@chakra-ui/react";

/** The small outlined button of a list row's actions. */
export function RowButton(props: ButtonProps) {
  return <Button size="xs" variant="outline" {...props} />;
}
