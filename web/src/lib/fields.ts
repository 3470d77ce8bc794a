/**
 * Reading stored documents defensively: a missing or mistyped field becomes an empty value
 * instead of breaking the page. Each feature's api module maps its documents with these.
 */
import type { DocumentData } from "firebase/firestore";

export function str(data: DocumentData, key: string): string {
  const value: unknown = data[key];
  return typeof value === "string" ? value : "";
}

export function num(data: DocumentData, key: string): number {
  const value: unknown = data[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** A Firestore Timestamp as a Date, or null (a pending server timestamp reads as null). */
export function date(data: DocumentData, key: string): Date | null {
  const value: unknown = data[key];
  if (typeof value === "object" && value !== null && "toDate" in value) {
    const toDate = value.toDate;
    if (typeof toDate === "function") return (value as { toDate: () => Date }).toDate();
  }
  return null;
}
