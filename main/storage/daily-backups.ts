// Rolling backups of a file nothing can fetch again (the person's contacts, their notes): at most one a day
// (the day on the injected clock, as the computer's calendar has it), made by VACUUM INTO as the file is
// opened and after the first change of a day, the newest BACKUPS_KEPT kept. A backup is written under a
// temporary name and renamed when whole, so a kill half-way never leaves a backup that looks finished. When
// the file is damaged, the newest backup that SQLite reads whole is copied in its place.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createPrivateFile } from './sqlite-file';

export const BACKUPS_KEPT = 7;
const FILE_MODE = 0o600;
const UNFINISHED = '.partial';

/** The folder, in the data folder, of the backups of the file named by `stem`: contacts-backups. */
export const backupsDirOf = (stem: string): string => `${stem}-backups`;

/** The computer's calendar day of a moment, as 2026-11-21. */
function dayOf(ms: number): string {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** What follows `${stem}-` in a backup's name: its day (the stem is compared as written, no pattern). */
const DAY_NAME = /^(\d{4})-(\d{2})-(\d{2})\.sqlite$/;

/** A finished backup. */
export interface Backup {
  path: string;
  /** The start of its day on the computer's calendar, in epoch ms. */
  dayMs: number;
}

export interface Backups {
  /** Whether today's backup is still to be made. */
  due(now: number): boolean;
  /** Writes today's backup through `vacuumInto` (VACUUM INTO the path), then drops all but the newest kept. */
  make(now: number, vacuumInto: (path: string) => void): void;
  /**
   * Copies the newest backup that SQLite reads whole (and this Dialdesk can open) to `path`, where no file
   * is now; answers it, or null when none could be read.
   */
  restoreNewest(path: string, schemaVersion: number): Backup | null;
}

/** The backups of the file named by `stem`: `${stem}-backups/${stem}-2026-11-21.sqlite` in dataDir. */
export function dailyBackups(dataDir: string, stem: string): Backups {
  const dir = join(dataDir, backupsDirOf(stem));
  const pathOf = (day: string) => join(dir, `${stem}-${day}.sqlite`);
  const prefix = `${stem}-`;

  /** The finished backups, newest first. */
  const newestFirst = (): Backup[] => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .flatMap((file) => {
        const [, year, month, day] = file.startsWith(prefix)
          ? (DAY_NAME.exec(file.slice(prefix.length)) ?? [])
          : [];
        return year
          ? [{ path: join(dir, file), dayMs: new Date(+year, +(month ?? 1) - 1, +(day ?? 1)).getTime() }]
          : [];
      })
      .sort((a, b) => b.dayMs - a.dayMs);
  };

  /** Whether SQLite reads the whole file, and this Dialdesk's schema is at least as new as its. */
  const readsWhole = (path: string, schemaVersion: number): boolean => {
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(path, { readOnly: true });
      const rows = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
      const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
      return rows.length === 1 && rows[0]?.quick_check === 'ok' && version >= 1 && version <= schemaVersion;
    } catch {
      return false;
    } finally {
      db?.close();
    }
  };

  return {
    due: (now) => !existsSync(pathOf(dayOf(now))),
    make(now, vacuumInto) {
      const finished = pathOf(dayOf(now));
      const partial = finished + UNFINISHED;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      rmSync(partial, { force: true }); // left by a run killed while writing it
      createPrivateFile(partial); // VACUUM INTO writes into an empty file: this one is the user's alone
      vacuumInto(partial);
      renameSync(partial, finished);
      for (const old of newestFirst().slice(BACKUPS_KEPT)) rmSync(old.path, { force: true });
    },
    restoreNewest(path, schemaVersion) {
      for (const backup of newestFirst()) {
        if (!readsWhole(backup.path, schemaVersion)) continue;
        const partial = path + UNFINISHED;
        copyFileSync(backup.path, partial);
        chmodSync(partial, FILE_MODE);
        renameSync(partial, path);
        return backup;
      }
      return null;
    },
  };
}
