import { isJsonObject, type JsonObject } from '../storage/json-file';

function definedEntries(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/**
 * `top` laid over `base`, merging one level into sections: a key of `top` replaces the same key of
 * `base`, except that two objects are merged key by key. Keys only `base` has are kept, which is how a
 * patch leaves the fields it does not mention alone.
 * Undefined values in `top` are ignored rather than erasing anything.
 */
export function overlaySections(base: JsonObject, top: JsonObject): JsonObject {
  const result = { ...base };
  for (const [key, value] of Object.entries(definedEntries(top))) {
    const previous = base[key];
    result[key] =
      isJsonObject(previous) && isJsonObject(value) ? { ...previous, ...definedEntries(value) } : value;
  }
  return result;
}
