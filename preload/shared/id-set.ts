// A set of record ids (call uuids) that leaves the ids ordinary strings.
//
// Why not a Set<string>: Chromium's V8 internalizes every string used as a Set or Map key (Chromium 156:
// 20,000 keys added or looked up, 20,000 strings in its string table; compared with ===, none). The
// string table is walked by every mark-compact to update pointers after evacuation, so with History's
// 100,000 uuids held it was 7.9 ms of each 16.8 ms pause while the list scrolled (issue 27). Keyed by a
// number, the id's hash, nothing is internalized; ids that share a hash are told apart by comparing them.

/** Ids held under one hash: almost always one. */
type Held = string | string[];

export class IdSet {
  readonly #byHash = new Map<number, Held>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  has(id: string): boolean {
    return holds(this.#byHash.get(hashOf(id)), id);
  }

  /** Adds `id`; true when it was not held before. */
  add(id: string): boolean {
    const hash = hashOf(id);
    const held = this.#byHash.get(hash);
    if (held === undefined) this.#byHash.set(hash, id);
    else if (holds(held, id)) return false;
    else if (Array.isArray(held)) held.push(id);
    else this.#byHash.set(hash, [held, id]);
    this.#size += 1;
    return true;
  }
}

/** Whether the ids held under one hash include `id`. */
const holds = (held: Held | undefined, id: string): boolean =>
  held === id || (Array.isArray(held) && held.includes(id));

/** 32-bit FNV-1a over the id's UTF-16 code units. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
