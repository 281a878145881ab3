// The history database's schema, as numbered migrations: PRAGMA user_version records how many have run,
// so a newer Dialdesk upgrades an older file in place and never re-creates what is there.

/** Each entry moves the file from version i to i + 1; append, never edit a shipped entry. */
export const MIGRATIONS: readonly string[] = [
  `
  -- id orders calls newest first: (2^33 - start_epoch) * 4096 plus a slot within the second (store.ts), so
  -- every index and the search index stream a page in rowid order without sorting.
  CREATE TABLE calls (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    start_epoch INTEGER NOT NULL,
    direction TEXT NOT NULL DEFAULT '',
    caller_name TEXT NOT NULL DEFAULT '',
    caller_number TEXT NOT NULL DEFAULT '',
    destination TEXT NOT NULL DEFAULT '',
    -- 1 missed, 0 not, NULL when the record carries no signal (missed.ts)
    missed INTEGER,
    missed_signal TEXT,
    -- a missed call announced by a sync and not yet seen in History's missed filter
    unseen INTEGER NOT NULL DEFAULT 0,
    party_key TEXT,
    -- the record exactly as the phone system sent it (JSON)
    record TEXT NOT NULL
  );
  CREATE INDEX calls_missed ON calls (missed);
  CREATE INDEX calls_direction ON calls (direction);
  CREATE INDEX calls_unseen ON calls (unseen) WHERE unseen = 1;
  -- Names and numbers as sent plus the numbers' digits, apart from the bulky records so that a short
  -- query (one or two characters, below the trigram index) scans a few megabytes, not the whole file.
  CREATE TABLE call_text (id INTEGER PRIMARY KEY, search_text TEXT NOT NULL);
  -- Trigram substrings, so '0123' finds '(555) 555-0123' and 'dan' finds 'Dana'; contentless, as
  -- call_text already holds the text.
  CREATE VIRTUAL TABLE calls_fts USING fts5 (
    search_text, content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
  );
  -- One row per outside party (by partyKey), for suggestions: kept up to date as calls are added.
  CREATE TABLE people (
    key TEXT PRIMARY KEY,
    name TEXT NOT NULL DEFAULT '',
    name_epoch INTEGER NOT NULL DEFAULT 0,
    number TEXT NOT NULL,
    calls INTEGER NOT NULL,
    last_epoch INTEGER NOT NULL
  );
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `,
  `
  -- Search text folded (lower case, no accents) and with destination names, by the one search rule
  -- (preload/shared/call-filter.ts): dialdesk_searchable is that rule, registered by store.ts.
  UPDATE call_text SET search_text = dialdesk_searchable((SELECT record FROM calls WHERE calls.id = call_text.id));
  INSERT INTO calls_fts (calls_fts) VALUES ('delete-all');
  INSERT INTO calls_fts (rowid, search_text) SELECT id, search_text FROM call_text;
  `,
  `
  -- Records with no usable start time (none, or one outside any call's lifetime): kept out of calls,
  -- each counted once however often a sync meets it again, so the status can say how many there are.
  CREATE TABLE unplaced (uuid TEXT PRIMARY KEY);
  `,
  `
  -- Call legs (preload/shared/call-legs.ts): a b-leg whose call is stored is kept in legs, beside it, and
  -- is no call of its own; one whose a-leg has not come yet is a call marked leg = 'b' until it comes
  -- (store-legs.ts). store.ts fills the columns of calls stored before and folds their legs (LEGS_VERSION).
  ALTER TABLE calls ADD COLUMN leg TEXT;
  ALTER TABLE calls ADD COLUMN origin_leg TEXT;
  ALTER TABLE calls ADD COLUMN bridged_leg TEXT;
  CREATE INDEX calls_stray_legs ON calls (origin_leg) WHERE leg = 'b';
  CREATE INDEX calls_bridged_legs ON calls (bridged_leg) WHERE bridged_leg IS NOT NULL;
  CREATE TABLE legs (uuid TEXT PRIMARY KEY, call_id INTEGER NOT NULL, record TEXT NOT NULL);
  CREATE INDEX legs_call ON legs (call_id);
  `,
  `
  -- People by the one number key (main/numbers/number-key.ts), the other party of every call, local calls
  -- included; digits: what typing finds them by. store-people.ts keys the calls stored before, in the same
  -- transaction, and again whenever the account's rule inputs change (meta says which made the keys).
  ALTER TABLE people ADD COLUMN digits TEXT NOT NULL DEFAULT '';
  CREATE INDEX calls_party ON calls (party_key);
  `,
  `
  -- Each other party's missed calls, newest first: History's search by a contact's name with the Missed
  -- filter walks these (store.ts), not every call of the party to find its few missed ones.
  CREATE INDEX calls_missed_party ON calls (party_key) WHERE missed = 1;
  `,
];

/** The schema version that brought legs: a file upgraded past it has its stored calls' legs folded. */
export const LEGS_VERSION = 4;
