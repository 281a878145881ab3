// The directory index's schema, as numbered migrations (PRAGMA user_version counts those run). Unlike the
// contacts file, everything here can be read again from the directories: a file this Dialdesk cannot use
// is started afresh, never repaired.

/** Each entry moves the file from version i to i + 1; append, never edit a shipped entry. */
export const DIRECTORY_MIGRATIONS: readonly string[] = [
  `
  -- One row per directory: the reader's cursor after the last good read (its own JSON: a sync token, a
  -- modifyTimestamp), when that read and the last full read ended, and the generation of the last full
  -- read (an entry of an older generation was not read again: it is gone from the directory).
  CREATE TABLE directory_reads (
    directory TEXT PRIMARY KEY,
    cursor TEXT,
    read_ms INTEGER,
    full_read_ms INTEGER,
    generation INTEGER NOT NULL DEFAULT 0
  );
  -- The people of each directory that have a number: only the mapped attributes, each cut at its limit.
  CREATE TABLE directory_entries (
    seq INTEGER PRIMARY KEY,
    directory TEXT NOT NULL,
    entry_id TEXT NOT NULL,
    version TEXT,
    name TEXT NOT NULL,
    company TEXT NOT NULL,
    department TEXT NOT NULL,
    title TEXT NOT NULL,
    -- The name and company folded as History's search folds them, with a space in front: what the dial
    -- pad's suggestions find a word start in (' dan').
    name_text TEXT NOT NULL,
    generation INTEGER NOT NULL,
    UNIQUE (directory, entry_id)
  );
  CREATE TABLE directory_numbers (
    entry_seq INTEGER NOT NULL,
    position INTEGER NOT NULL,
    label TEXT NOT NULL,
    text TEXT NOT NULL,
    -- The number's digits alone: what a number typed on the dial pad is looked for in.
    digits TEXT NOT NULL,
    PRIMARY KEY (entry_seq, position)
  ) WITHOUT ROWID;
  -- Each number's key (main/numbers/number-key.ts) under the rule of each account the directory serves:
  -- an extension ('ext:4711') is a number of that account's phone system and matches only there.
  CREATE TABLE directory_keys (
    account TEXT NOT NULL,
    key TEXT NOT NULL,
    entry_seq INTEGER NOT NULL,
    PRIMARY KEY (account, key, entry_seq)
  ) WITHOUT ROWID;
  CREATE INDEX directory_keys_of_entry ON directory_keys (entry_seq);
  `,
  `
  -- What the dial pad's suggestions find people by (main/history/suggestion-match.ts), through indexes
  -- where a LIKE over every entry took 30 ms among 50,000. Each entry's terms: kind 'w', a word of its
  -- name and company (name_words of name_text, as the contacts keep theirs); kind 'i', the initials of two
  -- to four successive words of its name (name_initials). Written and removed with the entry.
  CREATE TABLE directory_terms (
    kind TEXT NOT NULL,
    term TEXT NOT NULL,
    entry_seq INTEGER NOT NULL,
    PRIMARY KEY (kind, term, entry_seq)
  ) WITHOUT ROWID;
  CREATE INDEX directory_terms_of_entry ON directory_terms (entry_seq);
  INSERT OR IGNORE INTO directory_terms (kind, term, entry_seq)
    SELECT 'w', words.value, e.seq FROM directory_entries e, json_each(name_words(e.name_text)) words;
  INSERT OR IGNORE INTO directory_terms (kind, term, entry_seq)
    SELECT 'i', initials.value, e.seq FROM directory_entries e, json_each(name_initials(e.name)) initials;
  -- Each ending of three digits or more of each number's digits and of its keys' (key_digits: the digits
  -- of its keys under the accounts the directory serves, the whole international number), which
  -- number_endings(digits, key_digits) makes: digits typed anywhere in a number are the start of one
  -- ('2125550123' and '12125550123' find '(212) 555-0123'). Removed by the endings made again.
  ALTER TABLE directory_numbers ADD COLUMN key_digits TEXT NOT NULL DEFAULT '';
  CREATE TABLE directory_number_endings (
    ending TEXT NOT NULL,
    entry_seq INTEGER NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (ending, entry_seq, position)
  ) WITHOUT ROWID;
  INSERT INTO directory_number_endings (ending, entry_seq, position)
    SELECT endings.value, n.entry_seq, n.position
    FROM directory_numbers n, json_each(number_endings(n.digits, n.key_digits)) endings;
  -- The index does not keep the accounts' rules: the numbers read before are found by their own digits
  -- until the next read, which is then a full one and keys them.
  UPDATE directory_reads SET full_read_ms = NULL;
  `,
];
