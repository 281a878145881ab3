// The shell's view of the saved accounts: a change of the active one that reloads the page told apart
// from other changes (a navigation waits only for that reload), when notices name the account, and a
// switch from the tray or a notification whose failure is told in a notification and puts the tray's
// tick back.
import { describe, expect, it, vi } from 'vitest';
import { CoreError } from '../../main/errors/core-errors';
import { createShellAccounts } from '../../main/shell/accounts';
import type { AccountEntry, AccountsView } from '../../preload/contract';
import { DEMO_ACCOUNT_ID } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { accountsView } from '../support/saved-accounts';
import { fakeNotifier } from './shell-fakes';

/** A switch the core refused: what the person is told is the core's own sentence. */
const REFUSED = new CoreError('not-found', phrase('account.notSaved'));

const entry = (id: string, name: string): AccountEntry => ({
  id,
  name,
  accountId: `acct-${id}`,
  domain: 'pbx.example.com',
  baseUrlOverride: '',
  extension: '201',
  lookupUrl: '',
  defaultRegion: 'US',
  dialFormat: 'national-digits',
  watchVoicemail: true,
  unheardVoicemail: null,
  voicemailProblem: null,
  note: null,
  origin: 'own',
  fixed: [],
  mergeInto: null,
});

const ACME = entry('a_000000000001', 'Acme front desk');
const LONDON = entry('a_000000000002', 'London office');

function setUp(initial: AccountsView, switchAccount = vi.fn(async () => initial)) {
  const { notify, shown } = fakeNotifier();
  const afterFailedSwitch = vi.fn();
  const accounts = createShellAccounts({ core: { switchAccount }, initial, notify, afterFailedSwitch });
  return { accounts, shown, afterFailedSwitch, switchAccount };
}

describe('createShellAccounts', () => {
  it('tells a change of the account in use, and when the page starts afresh for it, against the last view seen', () => {
    const { accounts } = setUp(accountsView(DEMO_ACCOUNT_ID, []));
    // The demo's first account saved from the account form: the form says its result in place.
    expect(accounts.update(accountsView(ACME.id, [ACME]))).toEqual({
      activeChanged: true,
      startsAfresh: false,
    });
    const nothing = { activeChanged: false, startsAfresh: false };
    expect(accounts.update(accountsView(ACME.id, [ACME, LONDON]))).toEqual(nothing);
    expect(accounts.update(accountsView(LONDON.id, [ACME, LONDON]))).toEqual({
      activeChanged: true,
      startsAfresh: true,
    });
    expect(accounts.isActive(LONDON.id)).toBe(true);
    // A watched account's count changed: the same account is still in use.
    const counted = { ...ACME, unheardVoicemail: 2 };
    expect(accounts.update(accountsView(LONDON.id, [counted, LONDON]))).toEqual(nothing);
    expect(accounts.update(accountsView(DEMO_ACCOUNT_ID, [counted, LONDON]))).toEqual({
      activeChanged: true,
      startsAfresh: true,
    });
  });

  it('names the account in notices when there is a choice of account, as the call confirmation does', () => {
    const { accounts } = setUp(accountsView(DEMO_ACCOUNT_ID, []));
    expect(accounts.namesAccount(DEMO_ACCOUNT_ID)).toBe(false);
    accounts.update(accountsView(ACME.id, [ACME]));
    expect(accounts.namesAccount(ACME.id)).toBe(false);
    // One saved account and the demo in use: a notice of either is not to be taken for the other's.
    accounts.update(accountsView(DEMO_ACCOUNT_ID, [ACME]));
    expect(accounts.namesAccount(ACME.id)).toBe(true);
    expect(accounts.namesAccount(DEMO_ACCOUNT_ID)).toBe(true);
    accounts.update(accountsView(ACME.id, [ACME, LONDON]));
    expect(accounts.namesAccount(ACME.id)).toBe(true);
  });

  it('switches through the core, and leaves the new view to accountsChanged', async () => {
    const initial = accountsView(ACME.id, [ACME, LONDON]);
    const { accounts, switchAccount, shown } = setUp(initial);
    expect(await accounts.switchTo(LONDON.id)).toBe(true);
    expect(switchAccount).toHaveBeenCalledExactlyOnceWith({ id: LONDON.id });
    expect(shown).toEqual([]);
    // Only the event moves the view on, so that the change is seen there and the page's reload awaited.
    expect(accounts.update(accountsView(LONDON.id, [ACME, LONDON]))).toMatchObject({
      startsAfresh: true,
    });
  });

  it('says in words why a switch failed, naming the account, and puts the tray back', async () => {
    const { accounts, shown, afterFailedSwitch } = setUp(
      accountsView(ACME.id, [ACME, LONDON]),
      vi.fn(async () => {
        throw REFUSED;
      }),
    );
    expect(await accounts.switchTo(LONDON.id)).toBe(false);
    expect(await accounts.switchTo(DEMO_ACCOUNT_ID)).toBe(false);
    expect(shown.map((notice) => notice.words)).toEqual([
      {
        title: 'Dialdesk could not switch to London office',
        body: REFUSED.message,
      },
      {
        title: 'Dialdesk could not switch to the demo',
        body: REFUSED.message,
      },
    ]);
    expect(afterFailedSwitch).toHaveBeenCalledTimes(2);
  });
});
