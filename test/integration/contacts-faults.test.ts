// The contacts file under the faults a desk meets, on real SQLite files and real processes: rolling daily
// backups, a damaged file restored from the newest backup that reads whole (or a new one where none
// does), a file from a newer Dialdesk, another process holding the write lock, a full database, a
// read-only folder (a process of another user: skipped, with the reason, where none can be started), and
// a process killed in the middle of its writes. Each is said in words, and at most the edit in progress
// is lost.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, open, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACTS_FILE } from '../../main/contacts/contacts-file';
import {
  type ContactsAccount,
  type ContactsService,
  type ContactsServiceOptions,
  createContactsService,
} from '../../main/contacts/service';
import { BACKUPS_KEPT, backupsDirOf } from '../../main/storage/daily-backups';
import type { ContactDraft, ContactsStatus } from '../../preload/contract';
import { jsonLinesOf } from '../support/json-lines';
import { asUser, bundleForAnyone, NOBODY, whyNotAs } from '../support/other-user';

const DAY = 86_400_000;
/** Noon on the computer's calendar, so that a day later is the next day in any time zone. */
const START = new Date(2026, 10, 21, 12, 0).getTime();

const ACME: ContactsAccount = {
  id: 'a_acme00000001',
  name: 'Acme',
  rule: { defaultRegion: 'US', ownExtension: '202' },
  shown: (number) => number,
};

let dir: string;
let now: number;
let statuses: ContactsStatus[];
const opened: ContactsService[] = [];
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-contacts-faults-'));
  now = START;
  statuses = [];
});
const closeAll = () => {
  for (const service of opened.splice(0)) service.close();
};
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  closeAll();
  chmodSync(dir, 0o700);
  await rm(dir, { recursive: true, force: true });
});

const service = (options: Partial<ContactsServiceOptions> = {}) => {
  const made = createContactsService({
    dataDir: dir,
    clock: { now: () => now },
    onStatusChange: (status) => statuses.push(status),
    ...options,
  });
  opened.push(made);
  return made;
};
const file = () => join(dir, CONTACTS_FILE);
const backupsDir = () => join(dir, backupsDirOf('contacts'));
const backupNames = async () => (existsSync(backupsDir()) ? (await readdir(backupsDir())).sort() : []);
const asideNames = async () => (await readdir(dir)).filter((name) => name.includes('.corrupt-'));
const person = (name: string, note = ''): ContactDraft => ({
  name,
  company: '',
  note,
  numbers: [{ id: null, label: 'mobile', number: '(555) 555-0147' }],
});
const names = (contacts: ContactsService) => contacts.list(ACME, '').map((contact) => contact.name);
/** The backup's file name for the day of a moment, on the computer's calendar. */
const backupOf = (ms: number) => {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `contacts-${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}.sqlite`;
};
const countIn = (path: string) => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM contacts').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('rolling backups', () => {
  it('are made at most once a day, at open and after the first change of a day, the newest seven kept', async () => {
    const first = service();
    expect(await backupNames()).toEqual([]); // nothing to back up yet
    first.save(ACME, null, person('Dana Whitfield'));
    expect(await backupNames()).toEqual([backupOf(START)]);
    expect(statSync(backupsDir()).mode & 0o777).toBe(0o700);
    expect(statSync(join(backupsDir(), backupOf(START))).mode & 0o777).toBe(0o600);
    first.save(ACME, null, person('Priya Raman'));
    expect(await backupNames()).toEqual([backupOf(START)]);
    expect(countIn(join(backupsDir(), backupOf(START)))).toBe(1); // as of the first change of the day
    first.close();

    // The next day: made as the file opens, before any change.
    now = START + DAY;
    const next = service();
    expect(await backupNames()).toEqual([backupOf(START), backupOf(now)]);
    expect(countIn(join(backupsDir(), backupOf(now)))).toBe(2);
    // A run that stays open past midnight: after the first change of the new day.
    for (let day = 2; day <= 9; day++) {
      now = START + day * DAY;
      next.save(ACME, null, person(`Day ${day}`));
    }
    const kept = Array.from({ length: BACKUPS_KEPT }, (_, n) => backupOf(START + (3 + n) * DAY));
    expect(await backupNames()).toEqual(kept);
    expect(countIn(join(backupsDir(), backupOf(START + 9 * DAY)))).toBe(10);
    expect(next.status()).toEqual({ problem: null, restored: null });
  });

  it('leave no half-made backup behind, and a failed one is said without refusing the change', async () => {
    const contacts = service();
    contacts.save(ACME, null, person('Dana Whitfield'));
    now = START + DAY;
    // A file in the way of tomorrow's backup's temporary file: VACUUM INTO refuses a file that is not empty.
    await writeFile(join(backupsDir(), `${backupOf(now)}.partial`), 'left by a run killed while writing it');
    contacts.save(ACME, null, person('Priya Raman'));
    expect(await backupNames()).toEqual([backupOf(START), backupOf(now)]);
    // No folder for backups can be made (a file in its place): the change is saved all the same.
    now = START + 2 * DAY;
    await rm(backupsDir(), { recursive: true });
    await writeFile(backupsDir(), 'not a folder');
    contacts.save(ACME, null, person('Olu Adeyemi'));
    expect(names(contacts)).toEqual(['Dana Whitfield', 'Olu Adeyemi', 'Priya Raman']);
    expect(contacts.status().problem).toMatch(
      /^Today's backup of your contacts could not be made \(.*EEXIST.*\); your contacts themselves are saved\.$/,
    );
    expect(statuses.at(-1)?.problem).toBe(contacts.status().problem);
    // Once a backup can be made again, the problem is over.
    await rm(backupsDir());
    contacts.save(ACME, null, person('Mara Kowalski'));
    expect(contacts.status().problem).toBeNull();
    expect(await backupNames()).toEqual([backupOf(now)]);
  });
});

describe('a damaged file', () => {
  /** Dana saved on day 0 (its backup), Priya on day 1 (backed up at open), Olu after that backup. */
  const threeDays = () => {
    const first = service();
    first.save(ACME, null, person('Dana Whitfield'));
    first.close();
    now = START + DAY;
    const second = service();
    second.save(ACME, null, person('Priya Raman'));
    second.close();
    now = START + 2 * DAY;
    const third = service();
    third.save(ACME, null, person('Olu Adeyemi'));
    third.close();
    now = START + 2 * DAY + 3_600_000;
  };
  const notADatabase = () =>
    writeFile(file(), 'This is not an SQLite database, it was overwritten by something else.');
  const dayWords = (ms: number) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(ms).setHours(0, 0, 0, 0));

  it('is moved aside and the newest backup put in its place, said in words', async () => {
    threeDays();
    await notADatabase();
    const contacts = service();
    const [aside] = await asideNames();
    expect(aside).toMatch(/^contacts\.sqlite\.corrupt-2026-11-2\dT\d\d-\d\d-\d\d\.\d+Z$/);
    expect(readFileSync(join(dir, aside ?? ''), 'utf8')).toMatch(/^This is not an SQLite database/);
    // Day 2's backup was made as the file opened, before Olu was saved: the contacts as of then.
    expect(names(contacts)).toEqual(['Dana Whitfield', 'Priya Raman']);
    expect(contacts.status()).toEqual({
      problem: null,
      restored: `Your contacts file was damaged. Contacts as of ${dayWords(START + 2 * DAY)} were restored from a backup; the damaged file is kept at ${join(dir, aside ?? '')}.`,
    });
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    // Usable again, and the restored file is backed up as any other.
    contacts.save(ACME, null, person('Olu Adeyemi'));
    contacts.close();
    expect(names(service())).toEqual(['Dana Whitfield', 'Olu Adeyemi', 'Priya Raman']);
  });

  it('comes back from an older backup when the newest cannot be read either', async () => {
    threeDays();
    await notADatabase();
    await writeFile(join(backupsDir(), backupOf(START + 2 * DAY)), 'damaged too');
    await truncate(join(backupsDir(), backupOf(START + DAY)), 1000); // a backup cut short
    const contacts = service();
    expect(names(contacts)).toEqual(['Dana Whitfield']);
    expect(contacts.status().restored).toMatch(
      `Contacts as of ${dayWords(START)} were restored from a backup`,
    );
  });

  it('starts a new empty file where no backup can be read, and says where the damaged one is', async () => {
    const first = service();
    first.save(ACME, null, person('Dana Whitfield'));
    first.close();
    await rm(backupsDir(), { recursive: true });
    await notADatabase();
    const contacts = service();
    const [aside] = await asideNames();
    expect(names(contacts)).toEqual([]);
    expect(contacts.status().restored).toBe(
      `Your contacts file was damaged and no backup of it could be read, so Dialdesk started a new, empty one. The damaged file is kept at ${join(dir, aside ?? '')}.`,
    );
  });

  it('found damaged while in use is replaced at once: the request that met it is refused in those words', async () => {
    const first = service();
    for (let n = 0; n < 300; n++) first.save(ACME, null, person(`Contact ${n}`, 'x'.repeat(500)));
    first.close();
    const { size } = statSync(file());
    const handle = await open(file(), 'r+');
    // Zeros over the middle of the file: the header and the schema read well, the contacts' pages do not.
    await handle.write(Buffer.alloc(16_384), 0, 16_384, Math.floor(size / 2));
    await handle.close();
    const contacts = service();
    expect(contacts.status().restored).toBeNull();
    expect(() => contacts.list(ACME, '')).toThrow(
      /^Your contacts file was damaged\. Contacts as of .+ were restored from a backup/,
    );
    expect(statuses.at(-1)?.restored).toMatch(/^Your contacts file was damaged/);
    expect(names(contacts)).toEqual(['Contact 0']); // the day's backup, made after the first change
    expect(await asideNames()).toHaveLength(1);
  });

  it('a file from a newer Dialdesk is left untouched and said in words', async () => {
    service().save(ACME, null, person('Dana Whitfield'));
    closeAll();
    const db = new DatabaseSync(file());
    db.exec('PRAGMA user_version = 99');
    db.close();
    const before = readFileSync(file());
    const contacts = service();
    expect(contacts.status().problem).toBe(
      'Your contacts file was written by a newer Dialdesk: this one leaves it untouched. Update Dialdesk to use your contacts again.',
    );
    expect(() => contacts.save(ACME, null, person('Priya Raman'))).toThrow('written by a newer Dialdesk');
    expect(contacts.namesFor(['+15555550147'], ACME.id).size).toBe(0);
    expect(await asideNames()).toEqual([]);
    contacts.close();
    expect(readFileSync(file()).equals(before)).toBe(true);
  });
});

describe('another process holding the write lock', () => {
  it('refuses the change in words after a short wait, keeps the file, and works once the lock is gone', () => {
    const contacts = service();
    contacts.save(ACME, null, person('Dana Whitfield'));
    const holder = new DatabaseSync(file());
    holder.exec('BEGIN IMMEDIATE'); // another Dialdesk in the middle of a write
    const started = Date.now();
    try {
      expect(() => contacts.save(ACME, null, person('Priya Raman'))).toThrow(
        'Another Dialdesk on this computer is using your contacts file right now: the change was not saved. Try again in a moment.',
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500); // it waited for the lock first
      expect(contacts.status().problem).toMatch(/^Another Dialdesk on this computer/);
      expect(statuses.at(-1)?.problem).toMatch(/^Another Dialdesk on this computer/);
      expect(names(contacts)).toEqual(['Dana Whitfield']); // reading goes on meanwhile (WAL)
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    contacts.save(ACME, null, person('Priya Raman'));
    expect(contacts.status().problem).toBeNull();
    expect(statuses.at(-1)).toEqual({ problem: null, restored: null });
    expect(names(contacts)).toEqual(['Dana Whitfield', 'Priya Raman']);
  }, 15_000);
});

describe('a full disk', () => {
  it('refuses the change that does not fit in words, keeps every one before it, and takes changes once there is room', () => {
    const full = service({ maxPages: 40 });
    let saved = 0;
    let refusal = '';
    for (; saved < 1000; saved++) {
      try {
        full.save(ACME, null, person(`Contact ${saved}`, 'x'.repeat(2000)));
      } catch (error) {
        refusal = (error as Error).message;
        break;
      }
    }
    expect(saved).toBeGreaterThan(5);
    expect(saved).toBeLessThan(1000);
    expect(refusal).toBe('The disk holding your contacts is full: free some space, then save again.');
    expect(full.status().problem).toBe(refusal);
    expect(full.list(ACME, '')).toHaveLength(saved);
    full.close();

    const roomy = service();
    expect(roomy.list(ACME, '')).toHaveLength(saved);
    roomy.save(ACME, null, person('After'));
    expect(roomy.status().problem).toBeNull();
    expect(roomy.list(ACME, '')).toHaveLength(saved + 1);
    expect(existsSync(file())).toBe(true);
  });
});

/** The contacts process (test/support/contacts-process.ts), through tsx or, `as` another user, its bundle. */
function contactsProcess(command: object, as?: { user: number; script: string }) {
  const [program, ...args] = as
    ? [...asUser(as.user), process.execPath, as.script, JSON.stringify(command)]
    : [process.execPath, '--import', 'tsx', 'test/support/contacts-process.ts', JSON.stringify(command)];
  const child = spawn(program as string, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return { child, ...jsonLinesOf(child) };
}

describe('a process killed in the middle of its writes', () => {
  it('leaves a file that opens whole with every change it committed; at most the one in progress is lost', async () => {
    const run = contactsProcess({ op: 'save', dataDir: dir, count: 100_000, noteLength: 3000 });
    await run.seen((line) => typeof line.saved === 'number' && line.saved >= 40);
    run.child.kill('SIGKILL');
    await run.exited;
    const reported = Math.max(
      ...run.lines.flatMap((line) => (typeof line.saved === 'number' ? [line.saved] : [])),
    );
    const contacts = service();
    expect(contacts.status()).toEqual({ problem: null, restored: null });
    const stored = names(contacts);
    // Every save it reported is there; the one under way when it died may be there or not.
    expect(stored.length - 1 - reported).toBeGreaterThanOrEqual(0);
    expect(stored.length - 1 - reported).toBeLessThanOrEqual(1);
    for (let n = 0; n <= reported; n++) expect(stored).toContain(`Contact ${n}`);
    const db = new DatabaseSync(file(), { readOnly: true });
    expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    db.close();
    expect(await asideNames()).toEqual([]);
  }, 60_000);
});

describe('a read-only folder', () => {
  it('refuses the change in words naming the folder, and leaves the file as it was', async (context) => {
    // The folder and file stay root's and readable by all; the process runs as nobody, from a bundle of
    // its own in that folder.
    service().save(ACME, null, person('Dana Whitfield'));
    closeAll();
    chmodSync(dir, 0o755);
    chmodSync(file(), 0o644);
    chmodSync(backupsDir(), 0o755);
    const script = await bundleForAnyone('test/support/contacts-process.ts', dir);
    const why = whyNotAs(NOBODY, script);
    if (why !== null) {
      console.log(`SKIPPED: a read-only folder: ${why}.`);
      context.skip(why);
    }
    const before = readFileSync(file());
    const run = contactsProcess(
      { op: 'save', dataDir: dir, count: 1, noteLength: 0 },
      { user: NOBODY, script },
    );
    expect(await run.exited).toBe(0);
    const refused = run.lines.find((line) => 'refused' in line);
    const words = `Dialdesk may not write to the folder holding your contacts (${dir}): changes cannot be saved until it can.`;
    expect(refused).toEqual({ refused: words, status: { problem: words, restored: null } });
    expect(readFileSync(file()).equals(before)).toBe(true);
    expect((await readdir(dir)).filter((name) => name.startsWith('contacts.sqlite'))).toEqual([
      CONTACTS_FILE,
    ]);
  }, 60_000);
});
