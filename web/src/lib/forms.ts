/**
 * Form helpers. A form on a server-rendered page validates with the shared zod schemas without
 * shipping zod with the page: the resolver loads on the first validation (or on `preload`).
 */
import type { FieldValues, Resolver } from "react-hook-form";

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading the validation code ahead of the first submit (e.g. on focus). */
  preload: () => void;
}

export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const get = () => (loaded ??= load());
  const resolver = async (...args: Parameters<Resolver<T>>) => (await get())(...args);
  return Object.assign(resolver, { preload: () => void get() });
}
