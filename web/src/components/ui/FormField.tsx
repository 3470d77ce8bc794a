import type { ComponentProps, ReactNode } from "react";
import { Field, Input, Textarea } from "@chakra-ui/react";
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

/** A labelled form control with its inline error message. */
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

export function InputField({
  label,
  error,
  helper,
  required,
  ...input
}: FieldOptions & ComponentProps<typeof Input>) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <Input {...input} />
    </FormField>
  );
}

export function TextareaField({
  label,
  error,
  helper,
  required,
  ...textarea
}: FieldOptions & ComponentProps<typeof Textarea>) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <Textarea {...textarea} />
    </FormField>
  );
}

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
