/**
 * Writes in bulk with the Admin SDK's BulkWriter (batched, throttled, retried). A write to a
 * document deleted meanwhile has nothing left to do; any other failure is thrown by `flush`.
 */
import type { DocumentData, DocumentReference, Firestore } from "firebase-admin/firestore";
import { GRPC, hasCode } from "../shared/grpc";
import { withDeadline } from "./deadline";

export interface Bulk {
  delete(ref: DocumentReference): void;
  update(ref: DocumentReference, data: DocumentData): void;
  /** Waits for every write queued so far (under the usual deadline); throws the first failure. */
  flush(): Promise<void>;
}

export function bulk(db: Firestore): Bulk {
  const writer = db.bulkWriter();
  const failures: unknown[] = [];
  const settle = (write: Promise<unknown>) => {
    write.catch((error: unknown) => {
      if (!hasCode(error, GRPC.NOT_FOUND)) failures.push(error);
    });
  };
  return {
    delete: (ref) => settle(writer.delete(ref)),
    update: (ref, data) => settle(writer.update(ref, data)),
    async flush() {
      await withDeadline(writer.flush());
      if (failures.length > 0) throw failures[0];
    },
  };
}
