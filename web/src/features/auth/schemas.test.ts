import { describe, expect, it } from "vitest";
import { loginSchema, PASSWORD_MISMATCH, signUpSchema } from "./schemas";

const valid = {
  name: "Nora",
  email: "nora@agency.test",
  password: "secret-1",
  retypePassword: "secret-1",
};

describe("signUpSchema", () => {
  it("accepts matching passwords", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it("reports a mismatch on the retype field with the spec's text", () => {
    const result = signUpSchema.safeParse({ ...valid, retypePassword: "secret-2" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["retypePassword"], message: PASSWORD_MISMATCH }),
    ]);
    expect(PASSWORD_MISMATCH).toBe("password didn't match");
  });

  it("requires every field", () => {
    const result = signUpSchema.safeParse({
      name: "",
      email: "",
      password: "",
      retypePassword: "",
    });
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["name", "email", "password", "retypePassword"]));
  });
});

describe("loginSchema", () => {
  it("requires an email address and a password", () => {
    expect(loginSchema.safeParse({ email: "nora@agency.test", password: "x" }).success).toBe(true);
    expect(loginSchema.safeParse({ email: "nora", password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "nora@agency.test", password: "" }).success).toBe(false);
  });
});
