// One account's calling hours (calling-hours.json in its folder): 8:00 AM to 9:00 PM at the called party
// with Florida's shorter evening, until the person sets others. Read once and kept: every call asks.
import { join } from 'node:path';
import * as z from 'zod';
import type { CallingHours } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { CoreError } from '../errors/core-errors';
import { jsonDocument } from '../storage/json-document';
import { createSerialQueue } from '../storage/serial-queue';

export const CALLING_HOURS_FILE = 'calling-hours.json';

export const DEFAULT_CALLING_HOURS: CallingHours = {
  enabled: true,
  start: 8 * 60,
  end: 21 * 60,
  florida: true,
};

const DAY_MINUTES = 24 * 60;

/** Hours as asked to be saved: whole minutes of one day (save says in words when the end is not after the start). */
export const callingHoursShape = z.strictObject({
  enabled: z.boolean(),
  start: z.number().int().min(0).max(DAY_MINUTES),
  end: z.number().int().min(0).max(DAY_MINUTES),
  florida: z.boolean(),
});

/** Hours as stored: a file edited by hand to end before it starts is damage, and the defaults apply. */
const storedSchema = callingHoursShape.refine(({ start, end }) => end > start);

export interface CallingHoursFile {
  read(): Promise<CallingHours>;
  /** Saves the hours; an end not after the start is refused in words. */
  save(hours: CallingHours): Promise<CallingHours>;
}

/** `managed`: the hours an organisation's policy sets (CallingHours), in place of the person's own. */
export function callingHoursFile(
  dir: string,
  managed: () => CallingHours | undefined = () => undefined,
): CallingHoursFile {
  // A damaged file starts over at the defaults: the person sets the hours again (nothing else is lost).
  const file = jsonDocument(join(dir, CALLING_HOURS_FILE), storedSchema, () => DEFAULT_CALLING_HOURS);
  const serial = createSerialQueue();
  let kept: CallingHours | null = null;
  return {
    read: () =>
      serial(async () => {
        kept ??= await file.read();
        return managed() ?? kept;
      }),
    save: (hours) =>
      serial(async () => {
        if (managed()) throw new CoreError('invalid-argument', phrase('hours.setByOrganization'));
        if (hours.end <= hours.start) throw new CoreError('invalid-argument', phrase('hours.endBeforeStart'));
        await file.write(hours);
        kept = { ...hours };
        return kept;
      }),
  };
}
