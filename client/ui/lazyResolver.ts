// A form resolver whose validation code (zod and the schema) downloads when the form is first used,
// not with the page: the page paints and takes input without it.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download is tried again at the next use
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
