import type { ComponentType, ReactNode } from "react";
import { Alert, Field, Input, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "@shared/zod";

type FieldOptions = {
  label: string;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
};

export function FormField({
  label,
  error,
  helper,
  required = true,
  children,
}: FieldOptions & { children: ReactNode }) {
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

/** An error message for the whole form, announced as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** `Control` (an Input, a Textarea) in a FormField: the field's options, the rest for it. */
function withField<P extends object>(Control: ComponentType<P>) {
  return function LabelledControl({
    label,
    error,
    helper,
    required,
    ...control
  }: FieldOptions & P) {
    return (
      <FormField label={label} error={error} helper={helper} required={required}>
        <Control {...(control as P)} />
      </FormField>
    );
  };
}

export const InputField = withField(Input);
export const TextareaField = withField(Textarea);

/** A form checked with a shared zod schema, and again on every change once submitted. */
export type ZodForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out> & {
  /** A field's registration and error message, to spread on InputField or TextareaField. */
  field: (name: Path<In>) => ReturnType<UseFormReturn<In>["register"]> & { error?: string };
};

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): ZodForm<z.input<S>, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: "onChange",
  });
  const field = (name: Path<z.input<S>>) => ({
    ...form.register(name),
    error: get<unknown, { message?: string } | undefined>(form.formState.errors, name)?.message,
  });
  return { ...form, field };
}
