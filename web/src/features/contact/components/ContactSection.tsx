import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useFetcher, useFormAction } from "react-router-dom";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { TextField } from "@/components/ui/TextField";
import { site } from "@/config/site";
import type { MessageInput } from "@shared/schemas";
import { preloadSendMessage } from "../api";
import {
  EMPTY_MESSAGE,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MESSAGE_FIELDS,
  type ContactOutcome,
} from "../outcome";
import styles from "./Contact.module.css";

/** Loaded on first use: the landing ships without zod. */
let validation: Promise<Resolver<MessageInput>> | undefined;
const loadValidation = () =>
  (validation ??= Promise.all([import("@hookform/resolvers/zod"), import("@shared/schemas")]).then(
    ([{ zodResolver }, { messageInputSchema }]) => zodResolver(messageInputSchema),
  ));
const resolver: Resolver<MessageInput> = async (...args) => (await loadValidation())(...args);

function preload() {
  void loadValidation();
  preloadSendMessage();
}

/** The section the form sits in: a form posted without scripts comes back scrolled to it. */
const SECTION_ID = "contactUs";

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

/** Shown above the button ("invalid" shows at the fields). */
type Outcome = Exclude<ContactOutcome, { kind: "invalid" }>;

const NOTES = {
  sent: [
    "Thank you, your message has been sent",
    "We will get back to you within one business day.",
  ],
  limited: ["Message limit reached", ""],
  failed: ["Your message could not be sent", "Please try again, or call or email us directly."],
  unverified: [
    "Your message could not be verified",
    "Please wait a few seconds and press Send Now again.",
  ],
} as const;

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const [title, text] = NOTES[outcome.kind];
  return (
    <div
      className={`${styles.outcome} ${styles[outcome.kind]}`}
      data-contact-outcome={outcome.kind}
    >
      <strong>{title}</strong>
      {outcome.kind === "limited" ? outcome.message : text}
    </div>
  );
}

/** Off screen, out of the Tab order and hidden from assistive technology (outcome.ts). */
function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/**
 * Without scripts, a plain form posted to the route's `action` (answered in `posted`) with the
 * page's `formToken`; with them, checked as typed and sent by a fetcher to the `clientAction`.
 * Its own component, so react-hook-form's renders are the form's, not the section's.
 */
function ContactForm({
  posted,
  formToken,
}: {
  posted: ContactOutcome | undefined;
  formToken: string;
}) {
  const fetcher = useFetcher<ContactOutcome>();
  const formAction = useFormAction();
  const returned = posted && "values" in posted ? posted.values : undefined;
  const returnedErrors = posted?.kind === "invalid" ? posted.errors : undefined;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<MessageInput>({
    resolver,
    defaultValues: returned ?? EMPTY_MESSAGE,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const sending = isSubmitting || fetcher.state !== "idle";
  const answer = sending ? undefined : (fetcher.data ?? posted);

  // A sent message empties the form; fields the API refused show at the fields.
  const sent = fetcher.data;
  useEffect(() => {
    if (sent?.kind === "sent") reset(EMPTY_MESSAGE);
    if (sent?.kind === "invalid") {
      for (const field of MESSAGE_FIELDS) {
        const message = sent.errors[field];
        if (message) setError(field, { message });
      }
    }
  }, [sent, reset, setError]);

  const onSubmit = handleSubmit((values) =>
    fetcher.submit(values, { method: "post", action: formAction }),
  );
  const field = (name: keyof MessageInput) => ({
    ...register(name),
    defaultValue: returned?.[name],
  });
  /** react-hook-form's message once it has checked the form, else the server's. */
  const errorOf = (field: keyof MessageInput) =>
    errors[field]?.message ?? (isSubmitted ? undefined : returnedErrors?.[field]);

  return (
    <form
      method="post"
      action={`${formAction}#${SECTION_ID}`}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preload}
      noValidate
      aria-label="Get In Touch"
    >
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <Honeypot />
      <div className={styles.pair}>
        <TextField label="Full name" error={errorOf("fullName")}>
          {(control) => <input {...control} autoComplete="name" {...field("fullName")} />}
        </TextField>
        <TextField label="Email" error={errorOf("email")}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" {...field("email")} />
          )}
        </TextField>
        <TextField label="Subject" error={errorOf("subject")}>
          {(control) => <input {...control} {...field("subject")} />}
        </TextField>
        <TextField label="Phone" error={errorOf("phone")}>
          {(control) => <input {...control} type="tel" autoComplete="tel" {...field("phone")} />}
        </TextField>
      </div>
      <TextField label="Message" error={errorOf("message")}>
        {(control) => <textarea {...control} rows={5} {...field("message")} />}
      </TextField>
      <div role="status" aria-live="polite">
        {answer && answer.kind !== "invalid" ? <OutcomeNote outcome={answer} /> : null}
      </div>
      <button
        type="submit"
        className={`btn btn-lg btn-accent ${styles.submit}`}
        disabled={sending}
        aria-busy={sending}
      >
        Send Now
      </button>
    </form>
  );
}

export function ContactSection({
  posted,
  formToken,
}: {
  posted?: ContactOutcome | undefined;
  formToken: string;
}) {
  return (
    <section
      id={SECTION_ID}
      className={`section ${styles.section}`}
      aria-labelledby="contact-heading"
    >
      <div className="container">
        <SectionHeading reveal eyebrow="Contact us" title="Let's talk about your growth" light />
        <Reveal>
          <div className={styles.grid}>
            <ContactDetails />
            <div className={styles.card}>
              <h3 id="contact-heading" className={styles.cardTitle}>
                Get In Touch
              </h3>
              <ContactForm posted={posted} formToken={formToken} />
            </div>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
