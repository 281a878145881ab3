// What importing contacts would do to the person's: each contact of the files found among theirs (or
// not), and its verdict. A contact of the files is known by a key: its vCard UID, else its folded name
// and company, the second contact of one import with that key '#2' and so on, so that importing the same
// files again finds the same keys. The store records each key against the contact it went into, with a
// hash of what the files gave then: a contact whose content no longer hashes to that was edited by the
// person since, and is never overwritten unless they choose the file's.
import type { ImportVerdict } from '../../../preload/contract';
import { foldForSearch } from '../../../preload/shared/call-filter';
import type { StoredContact, StoredImportSource } from '../store';
import type { ImportedContact } from './imported-contact';

export interface PlannedImport {
  /** The key the files' contact is recorded under once imported. */
  sourceKey: string;
  /** The hash of its content as the files give it. */
  hash: string;
  verdict: ImportVerdict;
  /** The person's contact it is; null for a new one. */
  mine: StoredContact | null;
  /** The hash of that contact's content now ('' for a new one). */
  mineHash: string;
}

interface Content {
  name: string;
  company: string;
  note: string;
  numbers: readonly { label: string; number: string }[];
}

/** The content as one text: numbers as a set of (label, number), their order and repeats ignored. */
const canonical = ({ name, company, note, numbers }: Content): string =>
  JSON.stringify([
    name,
    company,
    note,
    [...new Set(numbers.map(({ label, number }) => JSON.stringify([label, number])))].sort(),
  ]);

// node:crypto is loaded when first used, not as main starts (issue 27).
const hashOf = (text: string) => process.getBuiltinModule('node:crypto').hash('sha256', text, 'base64url');

const contentOf = (stored: StoredContact): Content => ({
  ...stored,
  numbers: stored.numbers.map(({ label, typed }) => ({ label, number: typed })),
});

const folded = (text: string) => foldForSearch(text).replace(/\s+/g, ' ').trim();
/** Who a contact is when nothing else says: its name and company, folded as History's search folds them. */
const nameKeyOf = (contact: { name: string; company: string }) =>
  `name:${JSON.stringify([folded(contact.name), folded(contact.company)])}`;
const UID = 'uid:';

/** What a contact of the files is, worked out from it alone. */
interface FilesSide {
  /** Its name-and-company key before its occurrence in the import. */
  nameBase: string;
  text: string;
  hash: string;
}
/**
 * Each contact of the files worked out once for its preview and its import, which plan the same contacts
 * (the preview holds them): a tenth of a second for 10,000 of them. Gone with the preview.
 */
const filesSides = new WeakMap<ImportedContact, FilesSide>();
function filesSideOf(contact: ImportedContact): FilesSide {
  let side = filesSides.get(contact);
  if (!side) {
    const text = canonical(contact);
    side = { nameBase: nameKeyOf(contact), text, hash: hashOf(text) };
    filesSides.set(contact, side);
  }
  return side;
}

/**
 * The verdict of each contact of the files, in their order, against the person's contacts and the
 * sources recorded: matched by a vCard UID equal to a contact's id (Dialdesk's own export) or recorded
 * as a source, else by the key of its name and company recorded, else (a first import) by a contact of
 * the same name and company that was not imported. Each of the person's contacts is matched once.
 */
export function planImport(
  imported: readonly ImportedContact[],
  mine: readonly StoredContact[],
  sources: readonly StoredImportSource[],
): PlannedImport[] {
  const byId = new Map(mine.map((contact) => [contact.id, contact]));
  const sourceOf = new Map(sources.map((source) => [source.sourceKey, source]));
  // A contact's own id as a UID is no source: Dialdesk's export, imported back.
  const imports = new Set(
    sources.filter((source) => source.sourceKey !== UID + source.contactId).map((source) => source.contactId),
  );
  const typedByName = new Map<string, StoredContact[]>();
  for (const contact of mine) {
    if (imports.has(contact.id)) continue;
    const key = nameKeyOf(contact);
    const same = typedByName.get(key);
    if (same) same.push(contact);
    else typedByName.set(key, [contact]);
  }
  const claimed = new Set<string>();
  const seen = new Map<string, number>();
  /** The key with its occurrence in this import: the second 'Jo Smith' is 'Jo Smith#2'. */
  const occurrence = (base: string) => {
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  };
  const unclaimed = (contact: StoredContact | undefined) =>
    contact && !claimed.has(contact.id) ? contact : undefined;
  const sourced = (key: string | null) => {
    const source = key === null ? undefined : sourceOf.get(key);
    return source && unclaimed(byId.get(source.contactId));
  };

  return imported.map((contact): PlannedImport => {
    const { nameBase, text, hash } = filesSideOf(contact);
    const nameKey = occurrence(nameBase);
    const { uid } = contact;
    const uidKey = uid === null ? null : occurrence(UID + uid);
    const sourceKey = uidKey ?? nameKey;
    // Only the first card of an import with a UID is the contact of that id.
    const ownContact = uid !== null && uidKey === UID + uid ? byId.get(uid) : undefined;
    const found =
      unclaimed(ownContact) ??
      sourced(uidKey) ??
      sourced(nameKey) ??
      typedByName.get(nameBase)?.find((typed) => !claimed.has(typed.id));
    if (!found) return { sourceKey, hash, verdict: 'new', mine: null, mineHash: '' };
    claimed.add(found.id);
    const mineText = canonical(contentOf(found));
    const mineHash = hashOf(mineText);
    // What the files gave when this contact was imported from them last, through either key.
    const importedHash = [uidKey, nameKey]
      .map((key) => (key === null ? undefined : sourceOf.get(key)))
      .find((source) => source?.contactId === found.id)?.importedHash;
    const verdict: ImportVerdict =
      // The same content, or files unchanged since: the person's edits stand.
      mineText === text || importedHash === hash
        ? 'unchanged'
        : importedHash === mineHash
          ? 'updated'
          : 'conflict';
    return { sourceKey, hash, verdict, mine: found, mineHash };
  });
}
