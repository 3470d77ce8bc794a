import { Button, type ButtonProps } from "@chakra-ui/react";

export function RowButton(props: ButtonProps) {
  return <Button size="xs" variant="outline" {...props} />;
}
