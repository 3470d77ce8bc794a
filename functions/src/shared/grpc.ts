/** The gRPC status codes the Firestore SDKs fail with that the server handles by name. */
export const GRPC = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
} as const;

/** Whether `error` carries `code`: a gRPC status (GRPC) or an Auth error's ("auth/..."). */
export function hasCode(error: unknown, code: number | `auth/${string}`): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}
