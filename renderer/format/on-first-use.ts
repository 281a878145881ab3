/**
 * A value made the first time it is asked for, not when the window loads. For the Intl formatters: the
 * first one a page makes loads the locale's data (about 20 ms here), which would otherwise come before
 * History's first read goes out.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
