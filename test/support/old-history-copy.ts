// History copies as the Dialdesk before the number key left them (schema 4, people by their last ten
// digits), for the tests and the bench that open one with this code. The small one is a file that
// Dialdesk's own store of 1607a97 wrote from test/support/people-calls.ts (test/fixtures/
// history-before-number-key.sqlite), so it is what people's files hold; a large one is made by this
// store and taken back to schema 4 (migrations 5 and 6 undone), the shape the migration reads.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'history-before-number-key.sqlite');

/** The copy 1607a97's store wrote of people-calls.ts's CALLS, at `path`. */
export function copyBeforeNumberKey(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  copyFileSync(FIXTURE, path);
}

/**
 * A copy this store wrote (and closed), as schema 4 had it: migrations 5 and 6 and the keys' rule undone, and
 * vacuumed, so that keying it again needs pages of its own as an old file's would.
 */
export function asSchemaFour(path: string): void {
  const db = new DatabaseSync(path);
  db.exec(`
    DROP INDEX calls_party;
    DROP INDEX calls_missed_party;
    ALTER TABLE people DROP COLUMN digits;
    DELETE FROM meta WHERE key = 'partyKeys';
    PRAGMA user_version = 4;
    VACUUM;`);
  db.close();
}
