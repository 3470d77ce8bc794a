import { useState } from "react";
import { useForm } from "react-hook-form";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { TextField } from "@/components/ui/TextField";
import { site } from "@/config/site";
import { lazyResolver } from "@/lib/forms";
import { useHydrated } from "@/lib/use-hydrated";
import type { MessageInput } from "@shared/schemas";
import { MessageRefused, preloadSendMessage, sendMessage } from "../api";
import styles from "./Contact.module.css";

const resolver = lazyResolver<MessageInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/schemas")]).then(
    ([{ zodResolver }, { messageInputSchema }]) => zodResolver(messageInputSchema),
  ),
);

/** Loads the validation and the sending code once the visitor starts on the form. */
function preload() {
  resolver.preload();
  preloadSendMessage();
}

const EMPTY: MessageInput = { fullName: "", email: "", subject: "", phone: "", message: "" };
const FIELDS = new Set<string>(Object.keys(EMPTY));

function ContactDetails() {
  return (
    <div className={styles.details}>
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Call us</h3>
        {site.phones.map((phone) => (
          <a key={phone} className="link" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
            {phone}
          </a>
        ))}
        <p className={styles.small}>{site.hours}</p>
      </div>
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Email us</h3>
        {site.emails.map((email) => (
          <a key={email} className="link" href={`mailto:${email}`}>
            {email}
          </a>
        ))}
      </div>
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Visit us</h3>
        <address className={styles.group}>{site.address}</address>
      </div>
    </div>
  );
}

/** What became of the last message, shown above the button. */
type Outcome = { kind: "sent" } | { kind: "limited"; message: string } | { kind: "failed" };

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case "sent":
      return (
        <div className={`${styles.outcome} ${styles.sent}`} data-contact-outcome="sent">
          <strong>Thank you, your message has been sent</strong>
          We will get back to you within one business day.
        </div>
      );
    case "limited":
      return (
        <div className={`${styles.outcome} ${styles.limited}`} data-contact-outcome="limited">
          <strong>Message limit reached</strong>
          {outcome.message}
        </div>
      );
    case "failed":
      return (
        <div className={`${styles.outcome} ${styles.failed}`} data-contact-outcome="failed">
          <strong>Your message could not be sent</strong>
          Please try again, or call or email us directly.
        </div>
      );
  }
}

/**
 * The form holds the form state on its own: react-hook-form renders it again as soon as it has
 * hydrated (its "ready" state), and that render is the form's alone, not the whole section's.
 */
function ContactForm() {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MessageInput>({
    resolver,
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendMessage(values);
      setOutcome({ kind: "sent" });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof MessageRefused && error.status === 429) {
        setOutcome({ kind: "limited", message: error.message });
        return;
      }
      const fields = error instanceof MessageRefused ? error.fields : [];
      for (const { path, message } of fields) {
        if (FIELDS.has(path)) setError(path as keyof MessageInput, { message });
      }
      if (fields.length > 0) return;
      setOutcome({ kind: "failed" });
    }
  });

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preload}
      noValidate
      aria-label="Get In Touch"
    >
      <div className={styles.pair}>
        <TextField label="Full name" error={errors.fullName?.message}>
          {(control) => <input {...control} autoComplete="name" {...register("fullName")} />}
        </TextField>
        <TextField label="Email" error={errors.email?.message}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" {...register("email")} />
          )}
        </TextField>
        <TextField label="Subject" error={errors.subject?.message}>
          {(control) => <input {...control} {...register("subject")} />}
        </TextField>
        <TextField label="Phone" error={errors.phone?.message}>
          {(control) => <input {...control} type="tel" autoComplete="tel" {...register("phone")} />}
        </TextField>
      </div>
      <TextField label="Message" error={errors.message?.message}>
        {(control) => <textarea {...control} rows={5} {...register("message")} />}
      </TextField>
      <div role="status" aria-live="polite">
        {outcome ? <OutcomeNote outcome={outcome} /> : null}
      </div>
      <button
        type="submit"
        className={`btn btn-lg btn-accent ${styles.submit}`}
        disabled={!hydrated || isSubmitting}
        aria-busy={isSubmitting}
      >
        Send Now
      </button>
    </form>
  );
}

export function ContactSection() {
  return (
    <section
      id="contactUs"
      className={`section ${styles.section}`}
      aria-labelledby="contact-heading"
    >
      <div className="container">
        <Reveal>
          <SectionHeading eyebrow="Contact us" title="Let's talk about your growth" light />
        </Reveal>
        <Reveal>
          <div className={styles.grid}>
            <ContactDetails />
            <div className={styles.card}>
              <h3 id="contact-heading" className={styles.cardTitle}>
                Get In Touch
              </h3>
              <ContactForm />
            </div>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
