import type { ReactNode } from "react";
import { Field } from "@chakra-ui/react";

/** A labelled form control with its inline error message. */
export function FormField({
  label,
  error,
  helper,
  required = true,
  children,
}: {
  label: string;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
