/**
 * The record of deleted accounts, deletedAccounts/{uid} ({ deletedAt }), written by deleteAccount
 * (deletion.ts) before it removes anything. An ID token outlives its account by up to an hour:
 * the rules refuse every write of a recorded uid (isLiveAccount in firestore.rules), and the
 * triggers ask isDeletedAccount before they act on a document, so nothing such a token wrote
 * mails anyone.
 */
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { withDeadline } from "../lib/deadline";
import { serverWriters } from "../shared/registry";

export function deletedAccountRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(serverWriters.deletedAccounts.name).doc(uid);
}

/** Whether `uid` is an account deleted (or being deleted); false for "" (an anonymised order). */
export async function isDeletedAccount(db: Firestore, uid: string): Promise<boolean> {
  if (uid === "") return false;
  return (await withDeadline(deletedAccountRef(db, uid).get())).exists;
}
