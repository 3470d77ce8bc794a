/** Form schemas of the login and sign-up pages (the server side is Firebase Auth itself). */
import { z } from "@shared/zod";
import { emailField, requiredText } from "@shared/schemas";
import { LIMITS } from "@shared/model";

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Password is required"),
});

export const PASSWORD_MISMATCH = "password didn't match";

export const signUpSchema = z
  .object({
    name: requiredText("Name", LIMITS.name),
    email: emailField,
    password: z.string().min(6, "Password must be at least 6 characters"),
    retypePassword: z.string().min(1, "Retype your password"),
  })
  .refine((values) => values.password === values.retypePassword, {
    message: PASSWORD_MISMATCH,
    path: ["retypePassword"],
  });
