// `npm run bench` (after the history figures), or alone: `npx tsx scripts/bench-suggest.ts`.
// Issue 48's Speed row: the dial pad's and the quick-dial box's suggestions per keystroke in main, with
// 50,000 of the person's contacts (scripts/bench-contacts.ts), a company directory of 50,000 people and
// 100,000 calls, each in its real store on a temp folder: the history service's suggest(), the one search
// and ranking the suggestPeople channel answers with (main/history/suggestions.ts), for each prefix of
// names, initials, companies and numbers as people type them, each pass on a new service (as after a
// start: no number's key remembered). Then the same answers named as the core names them (the name
// resolver over the three sources), which is what the window waits for. DIALDESK_BENCH_DATA keeps the
// filled folder for the next run. Figures vary by machine; the tests never assert timings.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { ApiRecord } from '../main/api';
import { CONTACTS_FILE } from '../main/contacts/contacts-file';
import { createContactsService } from '../main/contacts/service';
import { createRandom, type Random } from '../main/demo/random';
import { DIRECTORY_INDEX_FILE, openDirectoryIndex } from '../main/directories/directory-index';
import type { DirectoryEntry } from '../main/directories/directory-source';
import { directoryIndexFaults } from '../main/directories/faults';
import { createHistoryService, HISTORY_DIR, historyFileName } from '../main/history/service';
import { openHistoryStore } from '../main/history/store';
import type { NumberKeyRule } from '../main/numbers/number-key';
import { createNameResolver, keyedByRule } from '../main/records';
import { DEMO_ACCOUNT_ID } from '../preload/contract';
import { BENCH_CONTACTS, writeBenchContacts } from './bench-contacts';
import { ms, print, quantiles, underLimit } from './bench-report';

const DIRECTORY_PEOPLE = 50_000;
const CALLS = 100_000;
/** Distinct other parties of the calls: contacts' numbers, directory numbers and numbers nobody saved. */
const PARTIES = { contacts: 3_000, directory: 2_000, strangers: 5_000 };
const TARGET_P95_MS = 5;
/** What the window asks for (renderer/stores/suggestions.ts SUGGESTION_LIMIT). */
const LIMIT = 5;
const PASSES = 5;
const PARTY_RULE: NumberKeyRule = { defaultRegion: 'US', ownExtension: '201' };
const ACCOUNT = { id: DEMO_ACCOUNT_ID, name: 'Demo' };
/** The bench's "now": the calls span the 90 days before it; no figure depends on the day it runs. */
const NOW = Date.UTC(2026, 10, 21, 14, 3);
const DAY_S = 86_400;
/**
 * What people type, one character at a time: names and parts of names, two words, initials, accents left
 * out, a company, an apostrophe, numbers written the ways people write them, and nobody's name.
 */
const TYPED = [
  'dana w',
  'dw',
  'fernandez',
  'northwind',
  "o'brien",
  'jmw',
  'katarzyna kowalski',
  '2125550123',
  '212-555-0123',
  '+1 (212) 555-0123',
  '5550150',
  'zzz',
];

const FIRST = ['Dana', 'Jan', 'Nadia', 'Hiroshi', 'Zoë', 'Chloé', 'Mateo', 'Grace', 'Omar', 'Ingrid'];
const MIDDLE = ['', '', '', 'M.', 'J.', 'Anne'];
const LAST = ['Whitfield', 'Weiß', 'Fernández', "O'Brien", 'Nakamura', 'Okafor', 'Lindqvist', 'Moreau'];
const DEPARTMENTS = ['Sales', 'Support', 'Finance', 'Warehouse', 'Legal'];

const usNumber = (random: Random) =>
  `+1 (${random.int(200, 999)}) 555-${String(random.int(100, 199)).padStart(4, '0')}`;

/** A company directory of DIRECTORY_PEOPLE, one to two numbers each (a work number, an extension). */
function directoryEntries(random: Random): DirectoryEntry[] {
  return Array.from({ length: DIRECTORY_PEOPLE }, (_, index) => {
    const middle = random.pick(MIDDLE);
    const name = [random.pick(FIRST), middle, random.pick(LAST)].filter(Boolean).join(' ');
    const numbers: DirectoryEntry['numbers'] = [{ label: 'work', text: usNumber(random) }];
    if (random.chance(0.5)) numbers.push({ label: 'extension', text: String(3000 + (index % 6000)) });
    return {
      id: `entry-${index}`,
      version: null,
      name,
      company: random.chance(0.3) ? 'Fabrikam Holdings' : '',
      department: random.pick(DEPARTMENTS),
      title: '',
      numbers,
    };
  });
}

/** One FusionPBX call record with the other party: inbound from them, or outbound from extension 201. */
function callWith(party: { name: string; number: string }, epoch: number, uuid: string, inbound: boolean) {
  const record: ApiRecord = {
    uuid,
    xml_cdr_uuid: uuid,
    leg: 'a',
    start_epoch: String(epoch),
    status: 'answered',
    missed_call: 'f',
    direction: inbound ? 'inbound' : 'outbound',
    caller_id_name: inbound ? party.name : 'Avery Chen',
    caller_id_number: inbound ? party.number : '201',
    destination_number: inbound ? '201' : party.number,
  };
  return record;
}

console.log(
  `\nDialdesk suggestions bench: npx tsx scripts/bench-suggest.ts (${BENCH_CONTACTS.toLocaleString('en')} contacts, a directory of ${DIRECTORY_PEOPLE.toLocaleString('en')}, ${CALLS.toLocaleString('en')} calls)\n`,
);
/** Fills the three stores in dataDir: the contacts, the directory index and the history. */
async function fill(dataDir: string) {
  const random = createRandom(48);
  const filled = performance.now();
  writeBenchContacts(dataDir, PARTY_RULE, ACCOUNT);

  const index = openDirectoryIndex({
    path: join(dataDir, DIRECTORY_INDEX_FILE),
    faults: directoryIndexFaults,
  });
  const entries = directoryEntries(random);
  await index.read(
    'bench-ldap',
    [{ id: ACCOUNT.id, rule: PARTY_RULE }],
    async (sink) => {
      await sink.startFull();
      for (let at = 0; at < entries.length; at += 1_000) await sink.put(entries.slice(at, at + 1_000));
      return 'cursor';
    },
    () => NOW,
  );
  index.close();

  // The calls' other parties: numbers the contacts hold (named as the contact is, or as a carrier calls
  // a mobile), directory numbers, and numbers nobody saved; a few of them called far more than the rest.
  const saved = new DatabaseSync(join(dataDir, CONTACTS_FILE), { readOnly: true });
  const contactNumbers = saved
    .prepare(
      `SELECT c.name, n.typed AS number FROM contact_numbers n JOIN contacts c ON c.seq = n.contact_seq
      WHERE n.label <> 'extension'`,
    )
    .all() as { name: string; number: string }[];
  saved.close();
  const parties = [
    ...Array.from({ length: PARTIES.contacts }, () => {
      const { name, number } = random.pick(contactNumbers);
      return { name: random.chance(0.3) ? 'WIRELESS CALLER' : name, number };
    }),
    ...Array.from({ length: PARTIES.directory }, () => {
      const entry = random.pick(entries);
      return { name: entry.name, number: entry.numbers[0]?.text ?? '' };
    }),
    ...Array.from({ length: PARTIES.strangers }, () => ({
      name: random.chance(0.5) ? `${random.pick(FIRST)} ${random.pick(LAST)}` : '',
      number: usNumber(random),
    })),
  ];
  const historyDir = join(dataDir, HISTORY_DIR);
  await mkdir(historyDir, { recursive: true });
  const { store } = openHistoryStore(join(historyDir, historyFileName('demo')), { partyRule: PARTY_RULE });
  const nowEpoch = NOW / 1000;
  for (let at = 0; at < CALLS; at += 1_000) {
    store.add(
      Array.from({ length: 1_000 }, (_, n) => {
        // Squared: the first parties are called far more often than the last.
        const party = parties[Math.floor(random.next() ** 2 * parties.length)] ?? parties[0];
        const epoch = nowEpoch - random.int(0, 90 * DAY_S);
        return callWith(party ?? { name: '', number: '0' }, epoch, `call-${at + n}`, random.chance(0.6));
      }),
    );
  }
  store.close();
  print(
    'Filled the three stores',
    `${((performance.now() - filled) / 1000).toFixed(1)} s`,
    `writeBenchContacts(), the directory index's read() of ${DIRECTORY_PEOPLE.toLocaleString('en')} entries, the history store's add() of ${CALLS.toLocaleString('en')} calls with ${parties.length.toLocaleString('en')} other parties`,
  );
}

/**
 * DIALDESK_BENCH_DATA names a folder to fill once and keep (it is filled when empty): what a change to the
 * search is measured on again and again without the fill's minute.
 */
const kept = process.env.DIALDESK_BENCH_DATA;
const dataDir = kept || (await mkdtemp(join(tmpdir(), 'dialdesk-bench-suggest-')));
try {
  if (!kept || !existsSync(join(kept, CONTACTS_FILE))) {
    await mkdir(dataDir, { recursive: true });
    await fill(dataDir);
  }
  const index = openDirectoryIndex({
    path: join(dataDir, DIRECTORY_INDEX_FILE),
    faults: directoryIndexFaults,
  });

  const contacts = createContactsService({ dataDir, clock: { now: () => NOW } });
  /**
   * The history service as an account's session makes it, new for each pass: the numbers' keys it
   * remembers (libphonenumber's 50 µs a number the first time) are as after a start, where the person
   * types a name for the first time; its people read and its statements made by a first question.
   */
  const freshHistory = () => {
    const history = createHistoryService({
      dataDir,
      owner: () => 'demo',
      fetchPage: () => Promise.reject(new Error('the bench syncs nothing')),
      settings: () => ({ keepLocalCopy: true, days: 90 }),
      partyRule: () => PARTY_RULE,
      contacts: {
        keysMatching: (text, limit) => contacts.keysMatching(text, ACCOUNT.id, limit),
        suggest: (text, limit) => contacts.suggest(text, ACCOUNT.id, limit),
      },
      directories: { suggest: (text, limit) => index.suggest(text, ACCOUNT.id, limit) },
      emit: () => undefined,
      now: () => NOW,
    });
    for (const text of ['qx', '99999']) history.suggest(text, LIMIT);
    // The core's naming of what is suggested (main/core.ts suggestPeople): the account's resolver.
    const resolver = createNameResolver({
      keyOf: keyedByRule(() => PARTY_RULE),
      namesFromContacts: (keys) => contacts.namesFor(keys, ACCOUNT.id),
      namesFromDirectories: (keys) =>
        new Map([...index.namesFor(keys, ACCOUNT.id)].map(([key, { name }]) => [key, name])),
      namesFromOtherCalls: (keys) => history.namesOf(keys),
      shown: (number) => number,
    });
    return { history, resolver };
  };
  try {
    const service: number[] = [];
    const named: number[] = [];
    const slowest = new Map<string, number>();
    for (let pass = 0; pass < PASSES; pass++) {
      const { history, resolver } = freshHistory();
      try {
        for (const word of TYPED) {
          for (let end = 1; end <= word.length; end++) {
            const text = word.slice(0, end);
            let t = performance.now();
            const people = history.suggest(text, LIMIT);
            const took = performance.now() - t;
            service.push(took);
            slowest.set(text, Math.max(slowest.get(text) ?? 0, took));
            t = performance.now();
            resolver.resolve(people.map(({ name, number }) => ({ name, number })));
            named.push(took + performance.now() - t);
          }
        }
      } finally {
        await history.stop();
      }
    }
    const found = quantiles(service);
    print(
      'Suggestions per keystroke (main)',
      `p95 ${ms(found.p95)}, median ${ms(found.median)}, max ${ms(found.max)} over ${found.count}`,
      `the history service's suggest(text, ${LIMIT}) for each prefix of ${TYPED.length} typed names and numbers, ${PASSES} passes, each on a new service (no number's key remembered)`,
      underLimit(found.p95, TARGET_P95_MS, 'ms p95', true),
    );
    const resolved = quantiles(named);
    print(
      '  the same, named as the core names them',
      `p95 ${ms(resolved.p95)}, median ${ms(resolved.median)}, max ${ms(resolved.max)}`,
      "suggest() then the name resolver over the answers (contacts, directory, the history's names)",
    );
    const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 5);
    print(
      '  slowest texts',
      worst.map(([text, took]) => `"${text}" ${ms(took)}`).join(', '),
      'the longest of the passes for each text',
    );
  } finally {
    contacts.close();
    index.close();
  }
} finally {
  if (!kept) await rm(dataDir, { recursive: true, force: true });
}
