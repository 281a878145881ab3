// Another process on the person's contacts file, for the tests that need one (a kill in the middle of a
// write, a user who may read the folder but not write it): run as
// `node --import tsx test/support/contacts-process.ts '<json>'`, or bundled (other-user.ts). It uses the
// real contacts service and prints one JSON line per thing it saw; the test reads them.
//   { op: 'save', dataDir, count, noteLength }: saves `count` contacts one by one ("Contact 0"...), each
//     with a note that long, printing { saved: n } after each; then { final: status }. A save refused
//     prints { refused: message, status } and ends.
import { createContactsService } from '../../main/contacts/service';

interface Command {
  op: 'save';
  dataDir: string;
  count: number;
  noteLength: number;
}

const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const command = JSON.parse(process.argv[2] ?? '{}') as Command;

const contacts = createContactsService({ dataDir: command.dataDir, clock: { now: Date.now } });
const account = {
  id: 'a_process00001',
  name: 'Process',
  rule: { defaultRegion: 'US', ownExtension: '201' },
  shown: (number: string) => number,
};
say({ opened: contacts.status() });
for (let n = 0; n < command.count; n++) {
  try {
    contacts.save(account, null, {
      name: `Contact ${n}`,
      company: '',
      note: 'x'.repeat(command.noteLength),
      numbers: [{ id: null, label: 'work', number: `+1 212 555 ${String(n % 10_000).padStart(4, '0')}` }],
    });
    say({ saved: n });
  } catch (error) {
    say({ refused: error instanceof Error ? error.message : String(error), status: contacts.status() });
    break;
  }
}
say({ final: contacts.status() });
contacts.close();
