// The contacts file's schema, as numbered migrations: PRAGMA user_version records how many have run, so a
// newer Dialdesk upgrades an older file in place. Contacts cannot be fetched again from anywhere: a file
// is upgraded, never rebuilt. A migration may call name_words(text), the words of a folded name
// (name-words.ts), which the store defines on its connection before migrating.

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
  `
  -- A search word of one or two characters is looked for at the start of a word of the name or company
  -- (name-words.ts) by a range of this table's key: microseconds among 50,000 contacts, where the scan
  -- of every name it replaces (contacts_by_name_text) took milliseconds. Written with the contact.
  CREATE TABLE contact_words (
    word TEXT NOT NULL,
    contact_seq INTEGER NOT NULL,
    PRIMARY KEY (word, contact_seq)
  ) WITHOUT ROWID;
  -- A contact's words: removed with it, and looked up for each further short word of a search.
  CREATE INDEX contact_words_of_contact ON contact_words (contact_seq, word);
  INSERT INTO contact_words (word, contact_seq)
    SELECT words.value, contacts.seq FROM contacts, json_each(name_words(contacts.name_text)) words;
  DROP INDEX contacts_by_name_text;
  -- The names for a page of calls: a number's key, its account and its contact from the index alone.
  DROP INDEX contact_numbers_by_key;
  CREATE INDEX contact_numbers_by_key ON contact_numbers (key, key_account, contact_seq)
    WHERE key IS NOT NULL;
  `,
  `
  -- Where an imported contact came from (main/contacts/import/import-plan.ts): the key its files know it
  -- by ('uid:' and the vCard's UID, or 'name:' and its folded name and company; '#2' on the second
  -- contact of one import with that key), and a hash of its content as the files gave it when last
  -- imported or settled. The contact's content hashing otherwise says the person edited it since, so
  -- that a new import asks before overwriting it. Several files may have brought one contact (a key
  -- each); a contact's keys go with it when it is deleted.
  CREATE TABLE contact_sources (
    source_key TEXT PRIMARY KEY,
    contact_seq INTEGER NOT NULL,
    imported_hash TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX contact_sources_of_contact ON contact_sources (contact_seq);
  `,
  `
  -- What the dial pad's suggestions find contacts by besides their words (main/history/suggestion-match.ts).
  -- The initials of each run of two to four successive words of the name ("dw" for Dana Whitfield), which
  -- name_initials(name) makes, as put() writes them; written and removed with the contact, as its words are.
  CREATE TABLE contact_initials (
    initials TEXT NOT NULL,
    contact_seq INTEGER NOT NULL,
    PRIMARY KEY (initials, contact_seq)
  ) WITHOUT ROWID;
  CREATE INDEX contact_initials_of_contact ON contact_initials (contact_seq);
  INSERT INTO contact_initials (initials, contact_seq)
    SELECT initials.value, contacts.seq FROM contacts, json_each(name_initials(contacts.name)) initials;
  -- Each number's digits and its key's, as number_digits(typed, key) writes them ('2125550123
  -- 12125550123'), in a trigram index: three digits or more typed anywhere in a number ('0123',
  -- '2125550123', '12125550123' for '(212) 555-0123') find it in about a millisecond among 150,000 numbers,
  -- where a LIKE over every number took tens. A table of every ending of every number answered faster
  -- still, but an import of 10,000 contacts wrote a quarter of a million rows into it (+0.3 s); this index
  -- takes a row per number. The row is the number's contact_seq * 64 + position (a contact holds at most
  -- 50 numbers); contentless, as contact_numbers holds the digits.
  CREATE VIRTUAL TABLE contact_numbers_fts USING fts5 (
    digits, content = '', contentless_delete = 1, tokenize = 'trigram'
  );
  INSERT INTO contact_numbers_fts (rowid, digits)
    SELECT contact_seq * 64 + position, number_digits(typed, key) FROM contact_numbers;
  `,
  `
  -- Digits typed are sought through contact_numbers_fts since migration 4: this index served nothing but
  -- cost every number written (an import of 10,000 contacts writes 30,000).
  DROP INDEX contact_numbers_by_digits;
  `,
];
