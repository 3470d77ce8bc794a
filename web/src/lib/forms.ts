import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A resolver loaded on the first validation, or on `preload()` (the visitor focused the form): a
 * server-rendered page validates with the shared zod schemas without shipping zod with the page.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): Resolver<T> & { preload: () => void } {
  let loaded: Promise<Resolver<T>> | undefined;
  const get = () => (loaded ??= load());
  const resolver = async (...args: Parameters<Resolver<T>>) => (await get())(...args);
  return Object.assign(resolver, { preload: () => void get() });
}
