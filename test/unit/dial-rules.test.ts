// The number rules by source (main/numbers/dial-rules.ts): a table of the shapes people and phone systems
// produce, and a property that any dial string a phone system could record reaches the simulator's
// originate as recorded, through the real call plan, dialer and HTTP client.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPbxClient, type PbxClient } from '../../main/api';
import { planCall } from '../../main/calls/call-plan';
import { createDialer } from '../../main/calls/dialer';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { decideDial, type NumberFormat, type NumberSource } from '../../main/numbers';
import { say } from '../../preload/shared/i18n/phrase';

const US = { defaultRegion: 'US', dialFormat: 'national-digits' as NumberFormat };
const GB = { defaultRegion: 'GB', dialFormat: 'national-digits' as NumberFormat };

type Row = [text: string, source: NumberSource, settings: typeof US, outcome: string];

/** The number-shape table: what reaches originate, or 'refused: <reason start>'. */
const TABLE: Row[] = [
  // Recorded by the phone system: dialled as recorded, formatting removed; only '+' is reformatted.
  ['5550118', 'phone-system', US, '5550118'],
  ['555-0147', 'phone-system', US, '5550147'],
  ['12345678', 'phone-system', US, '12345678'],
  ['0', 'phone-system', US, '0'],
  ['201', 'phone-system', US, '201'],
  ['*97', 'phone-system', US, '*97'],
  ['#21#', 'phone-system', US, '#21#'],
  ['5555550142', 'phone-system', US, '5555550142'],
  ['15555550187', 'phone-system', US, '15555550187'],
  ['011442079460958', 'phone-system', US, '011442079460958'],
  ['+15555550123', 'phone-system', US, '5555550123'],
  ['+15555550123', 'phone-system', { ...US, dialFormat: 'e164' }, '+15555550123'],
  ['+15555550123', 'phone-system', { ...US, dialFormat: 'country-digits' }, '15555550123'],
  ['+442079460958', 'phone-system', US, '+442079460958'],
  ['+442079460958', 'phone-system', GB, '02079460958'],
  ['+1 (555) 555-0123', 'phone-system', US, '5555550123'],
  ['+999', 'phone-system', US, '+999'],
  ['anonymous', 'phone-system', US, 'refused: "anonymous" is not a number'],
  ['Restricted', 'phone-system', US, 'refused: "Restricted" is not a number'],
  ['', 'phone-system', US, 'refused: "" holds no number'],
  // Typed on the dial pad: as typed, separators removed.
  ['555-0118', 'dial-pad', US, '5550118'],
  ['(555) 555-0123', 'dial-pad', US, '5555550123'],
  ['*97', 'dial-pad', US, '*97'],
  ['0', 'dial-pad', US, '0'],
  ['+44 20 7946 0958', 'dial-pad', US, '+442079460958'],
  ['555-555-0142 ext. 89', 'dial-pad', US, '5555550142 (then 89)'],
  ['1-800-FLOWERS', 'dial-pad', US, 'refused: "1-800-FLOWERS" spells its number in letters'],
  ['  ', 'dial-pad', US, 'refused: Type a number to call'],
  // Free text: searched for a number.
  ['Call Priya at (555) 555-0123 ext. 89', 'free-text', US, '5555550123 (then 89)'],
  ['555-0118', 'free-text', US, '5550118'],
  ['Order 5550118 shipped', 'free-text', US, 'refused: No phone number found'],
  ['201', 'free-text', US, '201'],
  ['011 44 20 7946 0958', 'free-text', US, '+442079460958'],
  ['00 44 20 7946 0958', 'free-text', US, '+442079460958'],
  ['00 1 555 555 0123', 'free-text', GB, '+15555550123'],
  ['0113 496 0000', 'free-text', GB, '01134960000'],
  ['011 44 20 7946 0958', 'free-text', GB, '02079460958'],
  ['1-800-FLOWERS', 'free-text', US, 'refused: "1-800-FLOWERS" spells its number in letters'],
  ['see you at 5', 'free-text', US, 'refused: No phone number found'],
];

describe('decideDial', () => {
  it.each(TABLE)('%j from %s (%o) → %s', (text, source, settings, outcome) => {
    const decision = decideDial(text, source, settings);
    const got =
      decision.kind === 'refused'
        ? `refused: ${say(decision.reason)}`
        : `${decision.destination}${decision.dialAfterConnect ? ` (then ${decision.dialAfterConnect})` : ''}`;
    if (outcome.startsWith('refused: ')) expect(got.startsWith(outcome)).toBe(true);
    else expect(got).toBe(outcome);
  });

  it('says what a vanity number is on the keypad, without dialling it', () => {
    const decision = decideDial('1-800-FLOWERS', 'free-text', US);
    expect(decision.kind === 'refused' && say(decision.reason)).toBe(
      '"1-800-FLOWERS" spells its number in letters, and Dialdesk dials digits only: type it as 1-800-3569377 if that is the number.',
    );
  });

  it('shows whole national numbers as people read them, anything else as recorded', () => {
    const display = (text: string) => {
      const decision = decideDial(text, 'phone-system', US);
      return decision.kind === 'dial' ? decision.display : null;
    };
    expect(display('+15555550123')).toBe('(555) 555-0123');
    expect(display('15555550187')).toBe('(555) 555-0187');
    expect(display('5550118')).toBe('5550118');
    expect(display('0')).toBe('0');
    expect(display('+442079460958')).toBe('+44 20 7946 0958');
  });
});

describe('a recorded number reaches originate as recorded', () => {
  let sim: DemoServer;
  let pbx: PbxClient;
  beforeAll(async () => {
    sim = await startDemoServer({ callCount: 10, now: () => Date.UTC(2026, 2, 10, 9, 30) });
    pbx = createPbxClient({ baseUrl: sim.baseUrl, apiKey: sim.pbxKey, timeoutMs: 5_000 });
  });
  afterAll(() => sim.close());
  beforeEach(() => sim.clearRequests());

  // No lock: each run is one separate action.
  const dialer = createDialer({ lockMs: 0 });
  /** Plans a call back of `recorded` from history, places it, and returns what the simulator received. */
  async function received(recorded: string, dialFormat: NumberFormat): Promise<string | null> {
    sim.clearRequests();
    const plan = planCall(recorded, 'history', { defaultRegion: 'US', dialFormat });
    // The simulator refuses feature codes (HTTP 400): what matters here is what it received.
    await dialer.place(plan, '201', (request) => pbx.originate(request)).catch(() => undefined);
    const [request, ...more] = sim.requestsFor('originate');
    expect(more).toEqual([]);
    return new URLSearchParams(request?.query).get('destination');
  }

  const dialChars = fc.constantFrom(...'0123456789*#');
  const separators = fc.constantFrom('', ' ', '-', '.', '(', ')');
  /** A dial string and the same string with the separators a phone system's display may add. */
  const formatted = (chars: fc.Arbitrary<string>, min: number) =>
    fc.array(fc.tuple(chars, separators), { minLength: min, maxLength: 20 }).map((parts) => ({
      raw: parts.map(([c]) => c).join(''),
      shown: parts.map(([c, sep]) => c + sep).join(''),
    }));

  it('digits, * and # arrive untouched, separators removed', async () => {
    await fc.assert(
      fc.asyncProperty(formatted(dialChars, 1), async ({ raw, shown }) => {
        expect(await received(shown, 'national-digits')).toBe(raw);
      }),
      { numRuns: 150 },
    );
  });

  it('a + number arrives as it was recorded when the dial format is E.164', async () => {
    await fc.assert(
      fc.asyncProperty(formatted(fc.constantFrom(...'0123456789'), 1), async ({ raw }) => {
        expect(await received(`+${raw.slice(0, 19)}`, 'e164')).toBe(`+${raw.slice(0, 19)}`);
      }),
      { numRuns: 100 },
    );
  });

  it('a +1 number arrives as national digits for a US user', async () => {
    const nanp = fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/);
    await fc.assert(
      fc.asyncProperty(nanp, async (national) => {
        expect(await received(`+1${national}`, 'national-digits')).toBe(national);
      }),
      { numRuns: 100 },
    );
  });
});
