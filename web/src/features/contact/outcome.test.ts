import { describe, expect, it } from "vitest";
import { errorsByField, messageFromForm } from "./outcome";

describe("messageFromForm", () => {
  it("reads the five fields as text, a missing or file field as empty, and nothing else", () => {
    const form = new FormData();
    form.set("fullName", "Jamie");
    form.set("email", "jamie@example.com");
    form.set("phone", new Blob(["x"]));
    form.set("admin", "true");
    expect(messageFromForm(form)).toEqual({
      fullName: "Jamie",
      email: "jamie@example.com",
      subject: "",
      phone: "",
      message: "",
    });
  });

  it("reads the line breaks a browser posts as CRLF (or CR) as the script's path sends them", () => {
    const form = new FormData();
    form.set("message", "First line\r\nsecond line\rthird\nfourth");
    expect(messageFromForm(form).message).toBe("First line\nsecond line\nthird\nfourth");
  });
});

describe("errorsByField", () => {
  it("keeps the first message of each of the form's fields", () => {
    expect(
      errorsByField([
        { path: "email", message: "Enter a valid email address" },
        { path: "email", message: "Second" },
        { path: "(body)", message: "Unknown key" },
        { path: "subject", message: "Subject is required" },
      ]),
    ).toEqual({ email: "Enter a valid email address", subject: "Subject is required" });
  });
});
