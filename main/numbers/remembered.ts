// A function of a number's text, each distinct text worked out once. libphonenumber takes 30-100 µs a
// number, and a page of calls, a search's every keystroke or a whole history copy show the same few
// hundred numbers again and again.

/** Texts one remembered function keeps: far more than a copy's or a page's distinct numbers. */
const REMEMBERED_TEXTS = 10_000;

export function rememberedPerText<T>(work: (text: string) => T): (text: string) => T {
  const done = new Map<string, T>();
  return (text) => {
    if (done.has(text)) return done.get(text) as T;
    if (done.size >= REMEMBERED_TEXTS) done.clear();
    const result = work(text);
    done.set(text, result);
    return result;
  };
}

/**
 * `made(setting)` for the setting as it is at each call, made again only when the setting changes (the
 * account's default country, its own extension): what the function remembered stays true meanwhile.
 */
export function madeForSetting<S, T>(
  setting: () => S,
  identity: (value: S) => string,
  made: (value: S) => (text: string) => T,
): (text: string) => T {
  let current: { identity: string; work: (text: string) => T } | null = null;
  return (text) => {
    const value = setting();
    const now = identity(value);
    if (current?.identity !== now) current = { identity: now, work: made(value) };
    return current.work(text);
  };
}
