import { useId, type ReactNode } from "react";
import styles from "./TextField.module.css";

interface ControlProps {
  id: string;
  className: string | undefined;
  required: boolean;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/** A labelled control with its error message, in static CSS; `children` renders the control. */
export function TextField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      {children({
        id,
        className: styles.control,
        required: true,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
