// The contacts file's schema, as numbered migrations: PRAGMA user_version records how many have run, so a
// newer Dialdesk upgrades an older file in place. Contacts cannot be fetched again from anywhere: a file
// is upgraded, never rebuilt.

/** Each entry moves the file from version i to i + 1; append, never edit a shipped entry. */
export const MIGRATIONS: readonly string[] = [
  `
  -- seq: the row's own number, which the search index refers to; id: what the windows know it by.
  CREATE TABLE contacts (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    company TEXT NOT NULL,
    note TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    -- The name and company folded (lower case, no accents): what History search and the dial pad find
    -- a contact by.
    name_text TEXT NOT NULL,
    -- name_text with the note, the numbers as typed and their digits: what People's search looks in.
    search_text TEXT NOT NULL
  );
  CREATE INDEX contacts_by_name ON contacts (name COLLATE NOCASE);
  -- A word of one or two characters is looked for by scanning this index (the trigram index cannot
  -- answer it): a few hundred kilobytes for 50,000 contacts, where the table holds their notes too.
  CREATE INDEX contacts_by_name_text ON contacts (name_text);
  -- Trigram substrings of name_text, so that 'dan' finds 'Jordan' in a few microseconds among 50,000
  -- contacts; contentless, as contacts already holds the text.
  CREATE VIRTUAL TABLE contacts_fts USING fts5 (
    name_text, content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
  );
  -- key: the one number key (main/numbers/number-key.ts) under the rule of the account in use when the
  -- number was saved, NULL when the text holds no number; key_account: that account's id for an
  -- extension (it matches only there), NULL for a number that serves every account.
  -- contact_seq: the contact's row (contacts.seq), which the name index and the search index lead to.
  CREATE TABLE contact_numbers (
    id TEXT PRIMARY KEY,
    contact_seq INTEGER NOT NULL,
    position INTEGER NOT NULL,
    label TEXT NOT NULL,
    typed TEXT NOT NULL,
    digits TEXT NOT NULL,
    key TEXT,
    key_account TEXT,
    key_account_name TEXT,
    -- Starred numbers in the person's order; NULL for the others.
    favourite_position INTEGER
  );
  CREATE INDEX contact_numbers_of_contact ON contact_numbers (contact_seq, position);
  CREATE INDEX contact_numbers_by_key ON contact_numbers (key) WHERE key IS NOT NULL;
  -- What a number typed on the dial pad is looked for in, without reading the rest of each row.
  CREATE INDEX contact_numbers_by_digits ON contact_numbers (digits, contact_seq);
  CREATE INDEX contact_numbers_favourites ON contact_numbers (favourite_position)
    WHERE favourite_position IS NOT NULL;
  `,
];
