// The notes file's schema, as numbered migrations (PRAGMA user_version counts those run). Notes are the
// person's own words and cannot be fetched again from anywhere: the file is upgraded, never rebuilt.

/** The outcomes every account starts with, in this order; their labels are the language's until renamed. */
export const DEFAULT_OUTCOMES = [
  'reached',
  'left-message',
  'no-answer',
  'wrong-number',
  'follow-up',
] as const;

/** Each entry moves the file from version i to i + 1; append, never edit a shipped entry. */
export const MIGRATIONS: readonly string[] = [
  `
  -- The account's outcomes in the person's order. label: NULL for a default not renamed, which shows in
  -- the language in use; retired: taken off the list, still naming the calls that have it.
  CREATE TABLE outcomes (
    id TEXT PRIMARY KEY,
    label TEXT,
    position INTEGER NOT NULL,
    retired INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  INSERT INTO outcomes (id, label, position) VALUES
    ${DEFAULT_OUTCOMES.map((id, position) => `('${id}', NULL, ${position})`).join(', ')};
  -- A note on a call (kind 'call', by its a-leg's id: folding the legs later keeps it) or on a voicemail
  -- message (kind 'voicemail'). search_text: the text folded as History's search folds what it reads.
  CREATE TABLE notes (
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    text TEXT NOT NULL,
    outcome_id TEXT,
    updated_ms INTEGER NOT NULL,
    search_text TEXT NOT NULL,
    PRIMARY KEY (kind, id)
  ) WITHOUT ROWID;
  -- Notes written after a call placed from Dialdesk, waiting under the number (its key under the account's
  -- rule) for a record of the call, or kept there when none comes (pending-notes.ts).
  CREATE TABLE number_notes (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL,
    number_key TEXT NOT NULL,
    placed_ms INTEGER NOT NULL,
    text TEXT NOT NULL,
    outcome_id TEXT,
    updated_ms INTEGER NOT NULL
  );
  CREATE INDEX number_notes_by_key ON number_notes (number_key, placed_ms);
  CREATE INDEX number_notes_by_time ON number_notes (placed_ms);
  `,
  `
  -- The call-back list's marks (main/callbacks), by number key: done through (seconds since epoch: its
  -- calls up to then are handled), snoozed through a second until a time, and the latest call placed to
  -- the number from Dialdesk (ms).
  CREATE TABLE call_back_marks (
    number_key TEXT PRIMARY KEY,
    done_through INTEGER,
    snoozed_through INTEGER,
    snoozed_until_ms INTEGER,
    placed_ms INTEGER
  ) WITHOUT ROWID;
  -- One-time steps run on this file (the missed calls seen in History before the call-back list).
  CREATE TABLE steps_run (step TEXT PRIMARY KEY) WITHOUT ROWID;
  `,
];
