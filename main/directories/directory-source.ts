// What every kind of company directory (LDAP and Active Directory in ldap/, CardDAV in carddav/) gives the
// sync, and how: its people as entries, read in batches into a sink as the server sends them (a directory
// of 100,000 is never held whole), and a cursor that lets the next read ask for changes only. The sync
// (directory-sync.ts) files the entries into the local index under the account's number key; a reader
// never keys, stores or matches numbers itself.
import type { Phrase } from '../../preload/shared/i18n/phrase';

/** What a directory number is, as its attribute or vCard type says. */
export type DirectoryNumberLabel = 'work' | 'mobile' | 'home' | 'extension' | 'other';

export interface DirectoryNumber {
  label: DirectoryNumberLabel;
  /** As the directory writes it: free text ("+1 (212) 555-0123 ext 12", "4711"). */
  text: string;
}

/** One person (or contact) of a directory, as its reader mapped it; values as the server sent them. */
export interface DirectoryEntry {
  /**
   * What the server knows it by for good: LDAP's entryUUID, Active Directory's objectGUID (base64), a
   * CardDAV card's href. A renamed or moved entry keeps it, so a refresh renames rather than duplicates.
   */
  id: string;
  /**
   * What tells a changed entry from an unchanged one (a card's ETag, an entry's modifyTimestamp or
   * uSNChanged), or null where the server gives nothing.
   */
  version: string | null;
  name: string;
  company: string;
  department: string;
  title: string;
  numbers: DirectoryNumber[];
}

/** Where a read puts what it finds, in the order the server sends it. */
export interface DirectorySink {
  /**
   * A full read starts: every entry not given again before the read ends is gone from the directory
   * (deleted people disappear). Called before the first batch of a full read, never in a read of changes.
   */
  startFull(): Promise<void>;
  /** Entries new or changed (or, in a full read, every entry), in a batch of up to a page. */
  put(entries: readonly DirectoryEntry[]): Promise<void>;
  /** Entries the server says are gone, by id (a read of changes). */
  remove(ids: readonly string[]): Promise<void>;
  /** The version of every entry held, by id: a reader that compares versions (ETags) fetches only those that differ. */
  versions(): Promise<ReadonlyMap<string, string>>;
}

/**
 * One directory as a reader reads it. A read that throws leaves the index as the last good read left it
 * (the sync writes a read whole or not at all); its error says what happened in words (a PhrasedError).
 */
export interface DirectorySource {
  /**
   * What the last read that went through has to tell beside the directory's name (the CardDAV host it
   * read from, cards it left out), in words; none where a reader has nothing to say.
   */
  notes?(): Phrase[];
  /**
   * Reads every entry when `since` is null or `full` is set (or when the server cannot say what changed
   * since), else the changes since `since`; answers the cursor for the next read. The cursor is the
   * reader's own JSON text, kept by the sync and never shown.
   */
  read(
    since: string | null,
    options: { full: boolean; signal: AbortSignal },
    sink: DirectorySink,
  ): Promise<string>;
}
