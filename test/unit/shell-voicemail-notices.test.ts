import { describe, expect, it } from 'vitest';
import type { Notice } from '../../main/shell/notifications';
import {
  announceNewVoicemail,
  describeVoicemail,
  MAX_SEPARATE_NOTICES,
} from '../../main/shell/voicemail-notices';
import type { PhoneRecord } from '../../preload/contract';

const message = (fields: Record<string, unknown>): PhoneRecord => ({ uuid: 'm1', ...fields });

describe('voicemail notifications', () => {
  it.each([
    [
      { caller_id_name: 'Dana Whitfield', caller_id_number: '5555550123', message_length: 42 },
      'Dana Whitfield, (555) 555-0123, 0:42',
    ],
    [
      { caller_id_name: '5555550123', caller_id_number: '5555550123', message_length: 125 },
      '(555) 555-0123, 2:05',
    ],
    [{ caller_id_number: '201' }, '201'],
    [{ caller_id_number: '201', message_length: 59.6 }, '201, 1:00'],
    [{ message_length: 'n/a' }, 'an unknown caller'],
    [{ caller_id_name: '  ', caller_id_number: '', message_length: 7 }, 'an unknown caller, 0:07'],
  ])('describes %o as %j', (fields, text) => {
    expect(describeVoicemail(message(fields), 'US')).toBe(text);
  });

  it('announces each new message, and a click opens that message', () => {
    const shown: Notice[] = [];
    const opened: (string | undefined)[] = [];
    const records = [
      message({ uuid: 'a', caller_id_name: 'Dana', caller_id_number: '5555550123', message_length: 42 }),
      message({ uuid: 'b' }),
    ];
    announceNewVoicemail(records, {
      notify: (n) => shown.push(n),
      defaultRegion: 'US',
      open: (uuid) => opened.push(uuid),
    });
    expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'New voicemail', body: 'From Dana, (555) 555-0123, 0:42' },
      { title: 'New voicemail', body: 'From an unknown caller' },
    ]);
    shown[1]?.onClick?.();
    expect(opened).toEqual(['b']);
  });

  it('announces many at once with one summary, never a storm', () => {
    const shown: Notice[] = [];
    const opened: (string | undefined)[] = [];
    const records = Array.from({ length: MAX_SEPARATE_NOTICES + 1 }, (_, i) => message({ uuid: `m${i}` }));
    announceNewVoicemail(records, {
      notify: (n) => shown.push(n),
      defaultRegion: 'US',
      open: (uuid) => opened.push(uuid),
    });
    expect(shown.map((n) => n.title)).toEqual([`${MAX_SEPARATE_NOTICES + 1} new voicemail messages`]);
    shown[0]?.onClick?.();
    expect(opened).toEqual([undefined]);
  });
});
