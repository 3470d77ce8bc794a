/**
 * The REST API's errors (RFC 9457 problem+json, functions/src/api/problem.ts) as the web app reads
 * them: the status, the `detail` for people, and `errors[]` naming each field that is wrong by its
 * dotted path in the request body ("weekly.mon.0.end").
 */

export interface FieldProblem {
  path: string;
  message: string;
}

/** A refused or failed call to the REST API; `status` 0 when no answer came (offline). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: readonly FieldProblem[] = [],
  ) {
    super(detail);
    this.name = "ApiProblem";
  }
}

/** The well-formed entries of a problem body's `errors` (anything else is left out). */
export function fieldProblems(body: unknown): FieldProblem[] {
  const { errors } = (body ?? {}) as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown) => {
    const { path, message } = (error ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === "string" && typeof message === "string" ? [{ path, message }] : [];
  });
}

/** A failed response as an ApiProblem, from its problem+json body when it has one. */
export async function problemOf(res: Response, fallback: string): Promise<ApiProblem> {
  const body: unknown = await res.json().catch(() => null);
  const { detail } = (body ?? {}) as { detail?: unknown };
  return new ApiProblem(
    res.status,
    typeof detail === "string" && detail ? detail : fallback,
    fieldProblems(body),
  );
}

/**
 * Puts each of a refusal's field errors where `place` can (it returns false for a path that names
 * no field of the form) and gives the rest as one sentence: the detail, then those messages.
 */
export function placeProblems(
  error: ApiProblem,
  place: (path: string, message: string) => boolean,
): string {
  const unplaced = error.errors.filter(({ path, message }) => !place(path, message));
  return [error.detail, ...unplaced.map(({ message }) => message)].join(" ");
}
