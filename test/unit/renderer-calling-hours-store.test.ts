// The calling hours store against a fake bridge (issue 50): the account in use's hours read once, kept as
// main saved them, main's refusal of an end not after the start returned in its words with what was saved
// left as it was, another account's hours read on a reload, an answer overtaken by a save dropped; and a
// time field's value as minutes after midnight, and back.
import { describe, expect, it } from 'vitest';
import type { CallingHours, IpcError, Result } from '../../preload/contract';
import { phrase, sentence } from '../../preload/shared/i18n/phrase';
import { createCallingHoursStore, minutesOfTime, timeOfMinutes } from '../../renderer/stores/calling-hours';
import { heldAnswers } from '../support/held-answers';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

const DEFAULTS: CallingHours = { enabled: true, start: 480, end: 1260, florida: true };
const REFUSAL: IpcError = { code: 'invalid-argument', ...sentence(phrase('hours.endBeforeStart')) };

/** A bridge with main's rule: an end not after the start is refused, and nothing is saved. */
function fakeApi(hours: CallingHours = DEFAULTS) {
  const asked: string[] = [];
  let saved = hours;
  /** Answers to reads held back until released, to try answers that come late. */
  const answers = heldAnswers();
  const api = {
    async getCallingHours(): Promise<Result<CallingHours>> {
      asked.push('getCallingHours');
      const answer = saved;
      await answers.passed();
      return ok(answer);
    },
    async saveCallingHours(next: CallingHours): Promise<Result<CallingHours>> {
      asked.push('saveCallingHours');
      if (next.end <= next.start) return { ok: false, error: REFUSAL };
      saved = next;
      return ok(saved);
    },
  };
  return {
    api,
    asked,
    /** Another account in use: its own hours. */
    switchTo(next: CallingHours) {
      saved = next;
    },
    holdReads: answers.hold,
  };
}

describe('the calling hours', () => {
  it('are read once, and kept as main saved them', async () => {
    const fake = fakeApi();
    const store = createCallingHoursStore(fake.api);
    expect(store.getState().hours).toBeNull();
    await Promise.all([store.getState().read(), store.getState().read()]);
    await store.getState().read();
    expect(fake.asked).toEqual(['getCallingHours']);
    expect(store.getState().hours).toEqual(DEFAULTS);
    expect(store.getState().load.status).toBe('ready');

    const changed = { enabled: true, start: 9 * 60, end: 17 * 60 + 30, florida: false };
    expect(await store.getState().save(changed)).toEqual(ok(changed));
    expect(store.getState().hours).toEqual(changed);
  });

  it("keep what was saved when main refuses an end not after the start, and return main's words", async () => {
    const fake = fakeApi();
    const store = createCallingHoursStore(fake.api);
    await store.getState().read();
    const result = await store.getState().save({ ...DEFAULTS, start: 20 * 60, end: 9 * 60 });
    expect(result).toEqual({ ok: false, error: REFUSAL });
    expect(!result.ok && result.error.message).toBe(
      'The calling hours must end after they start: nothing was saved.',
    );
    expect(store.getState().hours).toEqual(DEFAULTS);
  });

  it('turned off keep their times', async () => {
    const store = createCallingHoursStore(fakeApi().api);
    await store.getState().read();
    await store.getState().save({ ...DEFAULTS, enabled: false });
    expect(store.getState().hours).toEqual({ ...DEFAULTS, enabled: false });
  });

  it("are another account's after a reload", async () => {
    const fake = fakeApi();
    const store = createCallingHoursStore(fake.api);
    await store.getState().read();
    const other = { enabled: false, start: 10 * 60, end: 18 * 60, florida: true };
    fake.switchTo(other);
    const reading = store.getState().reload();
    // The hours of the account before are not shown meanwhile.
    expect(store.getState().hours).toBeNull();
    await reading;
    expect(store.getState().hours).toEqual(other);
    expect(fake.asked).toEqual(['getCallingHours', 'getCallingHours']);
  });

  it('a read overtaken by a save does not bring back the hours before it', async () => {
    const fake = fakeApi();
    const store = createCallingHoursStore(fake.api);
    const release = fake.holdReads();
    const reading = store.getState().reload();
    const changed = { ...DEFAULTS, end: 20 * 60 };
    await store.getState().save(changed);
    release();
    await reading;
    expect(store.getState().hours).toEqual(changed);
  });

  it('a failed read is said, and read again on a reload', async () => {
    let fail = true;
    const error: IpcError = { code: 'internal', message: 'The disk is full.' };
    const store = createCallingHoursStore({
      getCallingHours: async () => (fail ? { ok: false, error } : ok(DEFAULTS)),
      saveCallingHours: async (hours) => ok(hours),
    });
    await store.getState().read();
    expect(store.getState().load).toEqual({ status: 'error', error });
    expect(store.getState().hours).toBeNull();
    fail = false;
    await store.getState().reload();
    expect(store.getState().hours).toEqual(DEFAULTS);
  });
});

describe('a time field', () => {
  it('reads as minutes after midnight', () => {
    expect(minutesOfTime('08:00')).toBe(480);
    expect(minutesOfTime('21:00')).toBe(1260);
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('23:59')).toBe(1439);
    expect(minutesOfTime('09:30:00')).toBe(570);
    expect(minutesOfTime('09:30:15.250')).toBe(570);
  });

  it('holds no time when empty or not a time', () => {
    for (const text of ['', '8:00', '24:00', '12:60', 'noon', '08:00 PM'])
      expect(minutesOfTime(text)).toBeNull();
  });

  it('shows minutes as its value, the end of the day as its last minute', () => {
    expect(timeOfMinutes(480)).toBe('08:00');
    expect(timeOfMinutes(1260)).toBe('21:00');
    expect(timeOfMinutes(0)).toBe('00:00');
    expect(timeOfMinutes(545)).toBe('09:05');
    expect(timeOfMinutes(1440)).toBe('23:59');
    for (const minutes of [0, 1, 59, 480, 1259, 1439])
      expect(minutesOfTime(timeOfMinutes(minutes))).toBe(minutes);
  });
});
