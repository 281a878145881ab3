// What the user is told outside the window about voicemail: one notification per new message ("New
// voicemail from Dana Whitfield, (555) 555-0123, 0:42") that opens the message when clicked, or one
// summary when many arrive at once, so that a full mailbox never becomes a storm of notifications.
// When there is a choice of account, each notice names the one the message was left on ("New voicemail
// for Acme front desk"), and a click on one for an account not in use switches to it first.
import type { AccountRef, Voicemail } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import type { Notify } from './notifications';

/** More new messages than this at once are announced by one summary notification. */
export const MAX_SEPARATE_NOTICES = 3;

function duration(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * "From Dana Whitfield, (555) 555-0123, 0:42" with whatever of it is known: a notice's body. The name is
 * the resolver's (main/records), the number in the account's display form; a name that is only the
 * number again is said once.
 */
export function describeVoicemail({ party, lengthSeconds }: Voicemail): string {
  const name = party.name !== null && party.name !== party.number ? party.name : null;
  const caller = [name, party.shown].filter(Boolean).join(', ');
  const length = duration(lengthSeconds);
  if (caller !== '')
    return t('notify.voicemailFrom', { caller: [caller, length].filter(Boolean).join(', ') });
  return length ? t('notify.voicemailFromUnknownLength', { length }) : t('notify.voicemailFromUnknown');
}

export interface VoicemailNoticeOptions {
  notify: Notify;
  /** Whether the title names the account (the shell's choice: main/shell/accounts.ts namesAccount). */
  nameAccount: boolean;
  /** Asked at the click, not now: the person may have switched accounts since the notice was shown. */
  isActive(accountId: string): boolean;
  /** Makes the account the one in use; false when it could not be (the failure is told elsewhere). */
  switchAccount(accountId: string): Promise<boolean>;
  /** Shows voicemail on this message, or the list. */
  open(uuid?: string): void;
}

export function announceNewVoicemail(
  arrived: { records: readonly Voicemail[]; account: AccountRef },
  options: VoicemailNoticeOptions,
): void {
  const { records, account } = arrived;
  const accountName = account.name.trim();
  const forAccount = options.nameAccount && accountName !== '';
  // The message is only in the voicemail of its own account: open it there.
  const openOnItsAccount = (uuid?: string) => {
    if (options.isActive(account.id)) {
      options.open(uuid);
      return;
    }
    void options.switchAccount(account.id).then((switched) => {
      if (switched) options.open(uuid);
    });
  };
  if (records.length > MAX_SEPARATE_NOTICES) {
    const count = records.length;
    options.notify({
      title: forAccount
        ? t('notify.voicemailManyFor', { count, account: accountName })
        : t('notify.voicemailMany', { count }),
      body: [t('notify.voicemailListen')],
      onClick: () => openOnItsAccount(),
    });
    return;
  }
  for (const message of records) {
    options.notify({
      title: forAccount ? t('notify.voicemailNewFor', { account: accountName }) : t('notify.voicemailNew'),
      body: [describeVoicemail(message)],
      onClick: () => openOnItsAccount(message.id),
    });
  }
}
