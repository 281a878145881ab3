// The Open in CRM store against a fake bridge (issue 49): the action offered only with a template, the
// first address of a template shown and opened only with Open (shown: true), a seen one opened at once,
// what came of it kept at the place it was asked from (and put away when that place is left), answers
// about a request replaced dropped, a template removed or changed meanwhile said in words or shown first,
// and the settings read again for another account and after a save.
import { describe, expect, it } from 'vitest';
import type { CrmAddress, CrmParty, CrmSettings, IpcError, Result } from '../../preload/contract';
import { createCrmStore, crmOffered, crmPartyOfCall, opensIn } from '../../renderer/stores/crm';
import { heldAnswers } from '../support/held-answers';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const refused = (code: IpcError['code'], message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});

const TEMPLATE = 'https://crm.example.com/search?phone={number}';
const PARTY: CrmParty = { number: '5555550129', name: 'Dana Whitfield', callId: null, direction: 'inbound' };
const ADDRESS = 'https://crm.example.com/search?phone=%2B15555550129';

/** A bridge with main's rules: the first address of a template opens only when shown. */
function fakeApi(settings: CrmSettings = { template: TEMPLATE, openOnCall: false, customScheme: '' }) {
  const asked: string[] = [];
  const opened: { party: CrmParty; shown: boolean }[] = [];
  let saved = settings;
  let seen = '';
  /** Answers held back until released, to try answers that come late. */
  const answers = heldAnswers();
  const api = {
    async getCrmSettings() {
      asked.push('getCrmSettings');
      return ok(saved);
    },
    async saveCrmSettings(next: CrmSettings) {
      asked.push('saveCrmSettings');
      if (next.template.includes('{name}.'))
        return refused('invalid-argument', 'A placeholder cannot stand in the host.');
      saved = next;
      return ok(saved);
    },
    async getCrmAddress(party: CrmParty): Promise<Result<CrmAddress | null>> {
      asked.push('getCrmAddress');
      await answers.passed();
      if (saved.template === '') return ok(null);
      return ok({ address: ADDRESS.replace('Dana', party.name ?? ''), confirmed: seen === saved.template });
    },
    async openInCrm(request: { party: CrmParty; shown: boolean }): Promise<Result<{ address: string }>> {
      asked.push('openInCrm');
      if (seen !== saved.template && !request.shown)
        return refused('crm-not-confirmed', 'This CRM address was not shown yet.');
      opened.push(request);
      seen = saved.template;
      return ok({ address: ADDRESS });
    },
  };
  return {
    api,
    asked,
    opened,
    seeIt: () => {
      seen = saved.template;
    },
    change: (next: Partial<CrmSettings>) => {
      saved = { ...saved, ...next };
    },
    holdAnswers: answers.hold,
  };
}

describe('the settings', () => {
  it('are read once; the action is offered only while the account has a template', async () => {
    const fake = fakeApi({ template: '', openOnCall: false, customScheme: '' });
    const crm = createCrmStore(fake.api);
    expect(crmOffered(crm.getState())).toBe(false);
    await crm.getState().read();
    await crm.getState().read();
    expect(fake.asked).toEqual(['getCrmSettings']);
    expect(crmOffered(crm.getState())).toBe(false);

    const saved = await crm.getState().save({ template: TEMPLATE, openOnCall: true, customScheme: '' });
    expect(saved.ok).toBe(true);
    expect(crmOffered(crm.getState())).toBe(true);
    expect(crm.getState().settings).toEqual({ template: TEMPLATE, openOnCall: true, customScheme: '' });
  });

  it("keep what was saved when main refuses a template, and say main's words", async () => {
    const fake = fakeApi();
    const crm = createCrmStore(fake.api);
    await crm.getState().read();
    const result = await crm
      .getState()
      .save({ template: 'https://{name}.example.com/', openOnCall: false, customScheme: '' });
    expect(result).toEqual(refused('invalid-argument', 'A placeholder cannot stand in the host.'));
    expect(crm.getState().settings?.template).toBe(TEMPLATE);
  });

  it('are read again for another account, and a request made for the one before is dropped', async () => {
    const fake = fakeApi();
    const crm = createCrmStore(fake.api);
    await crm.getState().read();
    await crm.getState().ask('call:1', PARTY);
    expect(crm.getState().request?.phase).toBe('showing');
    fake.change({ template: '' });
    await crm.getState().reload();
    expect(crm.getState().request).toBeNull();
    expect(crmOffered(crm.getState())).toBe(false);
  });
});

describe('the action', () => {
  it('shows the first address of a template, and opens it only with Open', async () => {
    const fake = fakeApi();
    const crm = createCrmStore(fake.api);
    await crm.getState().ask('call:1', PARTY);
    expect(crm.getState().request).toMatchObject({ place: 'call:1', phase: 'showing', address: ADDRESS });
    expect(fake.opened).toEqual([]);

    await crm.getState().open();
    expect(fake.opened).toEqual([{ party: PARTY, shown: true }]);
    expect(crm.getState().request).toMatchObject({ phase: 'opened', address: ADDRESS });

    // Another call now opens at once: nothing to read first.
    const other = { ...PARTY, name: 'Sam Davis' };
    await crm.getState().ask('call:2', other);
    expect(fake.opened.at(-1)).toEqual({ party: other, shown: false });
    expect(crm.getState().request).toMatchObject({ place: 'call:2', phase: 'opened' });
  });

  it('Cancel opens nothing', async () => {
    const fake = fakeApi();
    const crm = createCrmStore(fake.api);
    await crm.getState().ask('lookup', PARTY);
    crm.getState().cancel();
    expect(crm.getState().request).toBeNull();
    await crm.getState().open();
    expect(fake.opened).toEqual([]);
  });

  it('keeps what came of it at its place until that place is left', async () => {
    const fake = fakeApi();
    fake.seeIt();
    const crm = createCrmStore(fake.api);
    await crm.getState().ask('call:1', PARTY);
    crm.getState().dismiss('call:2');
    expect(crm.getState().request?.phase).toBe('opened');
    crm.getState().dismiss('call:1');
    expect(crm.getState().request).toBeNull();
  });

  it('a second press while the first is on its way opens nothing twice', async () => {
    const fake = fakeApi();
    fake.seeIt();
    const crm = createCrmStore(fake.api);
    const release = fake.holdAnswers();
    const first = crm.getState().ask('call:1', PARTY);
    const second = crm.getState().ask('call:1', PARTY);
    release();
    await Promise.all([first, second]);
    expect(fake.opened).toHaveLength(1);
  });

  it('drops the answer about a request replaced by one at another place', async () => {
    const fake = fakeApi();
    const crm = createCrmStore(fake.api);
    const release = fake.holdAnswers();
    const first = crm.getState().ask('call:1', PARTY);
    release();
    const second = crm.getState().ask('voicemail:9', { ...PARTY, direction: 'inbound' });
    await Promise.all([first, second]);
    expect(crm.getState().request).toMatchObject({ place: 'voicemail:9', phase: 'showing' });
  });

  it('a template changed since it was seen shows its first address rather than fail', async () => {
    const fake = fakeApi();
    fake.seeIt();
    const crm = createCrmStore(fake.api);
    // Main said "seen" for the address, then another window saved another template before it opened.
    const api = fake.api;
    const getAddress = api.getCrmAddress;
    let changed = false;
    api.getCrmAddress = async (party) => {
      const found = await getAddress(party);
      if (!changed) {
        changed = true;
        fake.change({ template: `${TEMPLATE}&v=2` });
      }
      return found;
    };
    await crm.getState().ask('call:1', PARTY);
    expect(crm.getState().request).toMatchObject({ phase: 'showing', address: ADDRESS });
    expect(fake.opened).toEqual([]);
  });

  it('says in words when the template was removed meanwhile, and reads the settings again', async () => {
    const fake = fakeApi();
    const crm = createCrmStore(fake.api);
    await crm.getState().read();
    fake.change({ template: '' });
    await crm.getState().ask('call:1', PARTY);
    expect(crm.getState().request).toMatchObject({ phase: 'failed', error: { code: 'not-configured' } });
    expect(crm.getState().request?.error?.message).toMatch(/No CRM address is set for this account/);
    await expect.poll(() => crmOffered(crm.getState())).toBe(false);
  });

  it("says main's refusal where it was asked", async () => {
    const fake = fakeApi();
    fake.seeIt();
    fake.api.openInCrm = async () =>
      refused('not-configured', 'Dialdesk cannot open addresses on this computer.');
    const crm = createCrmStore(fake.api);
    await crm.getState().ask('lookup', PARTY);
    expect(crm.getState().request).toMatchObject({
      place: 'lookup',
      phase: 'failed',
      error: { code: 'not-configured', message: 'Dialdesk cannot open addresses on this computer.' },
    });
  });
});

describe('helpers', () => {
  it("a call's party is its record's: the number as recorded, the name, the call's id and direction", () => {
    expect(
      crmPartyOfCall({
        id: '0b6c5a36-3f2a-4a4e-9d55-5d2b1b3f6a11',
        direction: 'outbound',
        party: {
          number: '5555550129',
          name: 'Dana Whitfield',
        } as Parameters<typeof crmPartyOfCall>[0]['party'],
      }),
    ).toEqual({
      number: '5555550129',
      name: 'Dana Whitfield',
      callId: '0b6c5a36-3f2a-4a4e-9d55-5d2b1b3f6a11',
      direction: 'outbound',
    });
  });

  it('an https: address opens in the browser, another in the app of its scheme', () => {
    expect(opensIn(ADDRESS)).toEqual({ kind: 'browser' });
    expect(opensIn('Salesforce://record?phone=1')).toEqual({ kind: 'app', scheme: 'salesforce' });
  });
});
