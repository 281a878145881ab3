// Voicemail told outside the window: one notice a message or one summary, naming the caller as main's
// resolver does, naming the account it was left on when that matters, and opening it on that account.
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../main/shell/notifications';
import {
  announceNewVoicemail,
  describeVoicemail,
  MAX_SEPARATE_NOTICES,
  type VoicemailNoticeOptions,
} from '../../main/shell/voicemail-notices';
import type { AccountRef } from '../../preload/contract';
import { type RecordsOfOptions, voicemailOf } from '../support/record-edge';
import { settle } from './shell-fakes';

/** A message record as the phone system sends it, read by main's edge. */
const message = (fields: Record<string, unknown>, options?: RecordsOfOptions) =>
  voicemailOf({ uuid: 'm1', ...fields }, options);

const ACME: AccountRef = { id: 'a_000000000001', name: 'Acme front desk' };
const BRANCH: AccountRef = { id: 'a_000000000002', name: 'Branch office' };

/** One account, in use: the notices as they were before saved accounts. */
function noticeOptions(overrides: Partial<VoicemailNoticeOptions> = {}) {
  const shown: Notice[] = [];
  const opened: (string | undefined)[] = [];
  const options = {
    notify: (notice: Notice) => shown.push(notice),
    nameAccount: false,
    isActive: () => true,
    switchAccount: vi.fn(async () => true),
    open: (uuid?: string) => opened.push(uuid),
    ...overrides,
  };
  return { shown, opened, options };
}

describe('voicemail notifications', () => {
  it.each([
    [
      { caller_id_name: 'Dana Whitfield', caller_id_number: '5555550123', message_length: 42 },
      'From Dana Whitfield, (555) 555-0123, 0:42',
    ],
    [
      { caller_id_name: '5555550123', caller_id_number: '5555550123', message_length: 125 },
      'From (555) 555-0123, 2:05',
    ],
    [{ caller_id_number: '201' }, 'From 201'],
    [{ caller_id_number: '201', message_length: 59.6 }, 'From 201, 1:00'],
    [{ message_length: 'n/a' }, 'From an unknown caller'],
    [{ caller_id_name: '  ', caller_id_number: '', message_length: 7 }, 'From an unknown caller, 0:07'],
  ])('describes %o as %j', (fields, text) => {
    expect(describeVoicemail(message(fields))).toBe(text);
  });

  it("names the caller as the resolver does: a name the message lacks, from the number's other calls", () => {
    const otherCalls = { '5555550123': 'Dana Whitfield' };
    expect(
      describeVoicemail(message({ caller_id_number: '5555550123', message_length: 42 }, { otherCalls })),
    ).toBe('From Dana Whitfield, (555) 555-0123, 0:42');
    // The name recorded on the message itself comes first.
    expect(
      describeVoicemail(
        message({ caller_id_name: 'Front desk', caller_id_number: '5555550123' }, { otherCalls }),
      ),
    ).toBe('From Front desk, (555) 555-0123');
  });

  it('announces each new message, and a click opens that message', () => {
    const { shown, opened, options } = noticeOptions();
    const records = [
      message({ uuid: 'a', caller_id_name: 'Dana', caller_id_number: '5555550123', message_length: 42 }),
      message({ uuid: 'b' }),
    ];
    announceNewVoicemail({ records, account: ACME }, options);
    expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'New voicemail', body: ['From Dana, (555) 555-0123, 0:42'] },
      { title: 'New voicemail', body: ['From an unknown caller'] },
    ]);
    shown[1]?.onClick?.();
    expect(opened).toEqual(['b']);
    expect(options.switchAccount).not.toHaveBeenCalled();
  });

  it('announces many at once with one summary, never a storm', () => {
    const { shown, opened, options } = noticeOptions();
    const records = Array.from({ length: MAX_SEPARATE_NOTICES + 1 }, (_, i) => message({ uuid: `m${i}` }));
    announceNewVoicemail({ records, account: ACME }, options);
    expect(shown.map((n) => n.title)).toEqual([`${MAX_SEPARATE_NOTICES + 1} new voicemail messages`]);
    shown[0]?.onClick?.();
    expect(opened).toEqual([undefined]);
  });

  it('names the account in the title, of a single notice and of the summary, when it is asked to', () => {
    const { shown, options } = noticeOptions({ nameAccount: true });
    announceNewVoicemail({ records: [message({ uuid: 'a' })], account: ACME }, options);
    const many = Array.from({ length: MAX_SEPARATE_NOTICES + 1 }, (_, i) => message({ uuid: `m${i}` }));
    announceNewVoicemail({ records: many, account: ACME }, options);
    expect(shown.map((n) => n.title)).toEqual([
      'New voicemail for Acme front desk',
      `${MAX_SEPARATE_NOTICES + 1} new voicemail messages for Acme front desk`,
    ]);
  });

  it("switches to the message's account before opening it, when another one is in use at the click", async () => {
    let active = ACME.id;
    let switched: (done: boolean) => void = () => {};
    const { shown, opened, options } = noticeOptions({
      nameAccount: true,
      isActive: (id) => id === active,
      switchAccount: vi.fn(() => new Promise<boolean>((resolve) => (switched = resolve))),
    });
    announceNewVoicemail({ records: [message({ uuid: 'b1' })], account: BRANCH }, options);
    announceNewVoicemail({ records: [message({ uuid: 'a1' })], account: ACME }, options);
    // The person switched to Branch office from the tray after the notices were shown.
    active = BRANCH.id;
    shown[0]?.onClick?.();
    expect(opened).toEqual(['b1']);
    expect(options.switchAccount).not.toHaveBeenCalled();

    shown[1]?.onClick?.();
    expect(options.switchAccount).toHaveBeenCalledExactlyOnceWith(ACME.id);
    await settle();
    expect(opened).toEqual(['b1']); // not before the switch is done
    switched(true);
    await settle();
    expect(opened).toEqual(['b1', 'a1']);
  });

  it('opens nothing when the switch to its account failed (the failure is told by the switch)', async () => {
    const { shown, opened, options } = noticeOptions({
      isActive: () => false,
      switchAccount: vi.fn(async () => false),
    });
    announceNewVoicemail({ records: [message({ uuid: 'b1' })], account: BRANCH }, options);
    shown[0]?.onClick?.();
    await settle();
    expect(options.switchAccount).toHaveBeenCalledOnce();
    expect(opened).toEqual([]);
  });
});
