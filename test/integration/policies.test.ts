// An organisation's policies through the real core and the IPC's dispatcher: a Linux policy file on a real
// disk (this test's user standing in for root), the settings file and account list in a temp folder, a
// phone system simulator over loopback HTTP. Each policy of the schema is set here and its effect seen:
// the settings it locks (refused in words when changed, the person's own value kept in the file), the
// organisation's accounts (stable ids, keys found again, a changed address asking for keys, withdrawn,
// own accounts turned off), the CRM address and calling hours of every account, and the update policies.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisationAccountId } from '../../main/accounts/organisation-accounts';
import type { Core } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher } from '../../main/ipc/dispatch';
import { POLICIES, POLICY_NAMES, type PolicyName } from '../../main/policies/policy-schema';
import { createMemoryStore, type SecretStore } from '../../main/secrets';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import type { Events, SettingsView } from '../../preload/contract';
import { ACCOUNT_KEYS } from '../support/account-setup';
import { asking } from '../support/dispatch-ask';
import { createPolicyFile, type PolicyFile } from '../support/policy-file';
import { createTestCore } from '../support/test-core';

let demo: DemoServer;
let account: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ seed: 3 });
  account = await startDemoServer({ seed: 5, pbxKey: ACCOUNT_KEYS.pbx, lookupKey: ACCOUNT_KEYS.lookup });
});
afterAll(async () => {
  await demo.close();
  await account.close();
});

let policyFile: PolicyFile;
let dataDir: string;
let secrets: SecretStore;
let core: Core | null = null;
beforeEach(async () => {
  policyFile = await createPolicyFile();
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-policies-data-'));
  secrets = createMemoryStore();
});
afterEach(async () => {
  await core?.close();
  core = null;
  await policyFile.remove();
  await rm(dataDir, { recursive: true, force: true });
});

/** Puts these policies in force as a configuration tool does: a new file renamed over the old. */
const setPolicies = (policies: Record<string, unknown>, mode?: number) => policyFile.write(policies, mode);

/** 15 July 2026, 10:00 AM in New York (EDT): "now" for the calls placed and the time where a number rings. */
const TEN_AM_NEW_YORK = Date.UTC(2026, 6, 15, 14, 0);

async function start(): Promise<Core> {
  await core?.close();
  core = await createTestCore({
    dataDir,
    secrets,
    startDemo: createDemoLauncher(async () => demo).start,
    policySource: policyFile.source(),
    notesClock: { now: () => TEN_AM_NEW_YORK },
  });
  return core;
}

const { ask, refusal } = asking(() => createDispatcher(core as Core));

/** The next settingsChanged the core tells of. */
const nextSettings = () =>
  new Promise<SettingsView>((resolve) => {
    const stop = (core as Core).on('settingsChanged', (view: Events['settingsChanged']) => {
      stop();
      resolve(view);
    });
  });

/** A value of each settings policy that is not the setting's default, and another to try to change it to. */
const SETTING_VALUES: { [N in PolicyName]?: [set: unknown, other: unknown] } = {
  Language: ['fr', 'it'],
  StartAtLogin: [true, false],
  CallSelectionHotkey: ['Control+Alt+C', 'Control+Alt+X'],
  LookupSelectionHotkey: ['Control+Alt+L', 'Control+Alt+Y'],
  QuickDialHotkey: ['Control+Alt+K', ''],
  AskBeforeHotkeyCalls: [false, true],
  LookupBeforeCalling: [true, false],
  VoicemailNotifications: [false, true],
  NotificationSound: [false, true],
  VoicemailCheckMinutes: [5, 10],
  LookupCacheDays: [30, 1],
  KeepLocalHistory: [false, true],
  LocalHistoryDays: [30, 60],
  UpdateChecks: [false, true],
};

const settingPolicies = POLICY_NAMES.flatMap((name) => {
  const definition = POLICIES[name];
  return 'setting' in definition ? [{ name, setting: definition.setting }] : [];
});

/** The policies with effects of their own, each set in a test below. */
const OTHER_POLICIES = [
  'Accounts',
  'AllowOwnAccounts',
  'UpdateAddress',
  'CrmAddress',
  'CrmOpensOnCall',
  'CallingHours',
  'Directories', // test/integration/policy-directories.test.ts, against a real slapd
];

it('every policy of the schema is set in a test', () => {
  expect([...settingPolicies.map(({ name }) => name), ...OTHER_POLICIES].sort()).toEqual(
    [...POLICY_NAMES].sort(),
  );
});

describe('a policy that sets one of the settings', () => {
  it('has a value set in this test for each of them', () => {
    expect(Object.keys(SETTING_VALUES).sort()).toEqual(settingPolicies.map(({ name }) => name).sort());
  });

  it.each(settingPolicies)(
    "$name sets $setting and locks it; a change is refused, the person's own value kept",
    async ({ name, setting: [section, field] }) => {
      const [set, other] = SETTING_VALUES[name] as [unknown, unknown];
      // The person's own value first, before any policy.
      await start();
      await ask('updateSettings', { [section]: { [field]: other } });
      await setPolicies({ [name]: set });
      await start();
      const view = await ask('getSettings', undefined);
      expect((view.settings[section] as Record<string, unknown>)[field]).toEqual(set);
      expect(view.policies.locked).toEqual([`${section}.${field}`]);
      expect(view.policies.inForce).toEqual([
        { name, value: typeof set === 'string' ? set : JSON.stringify(set) },
      ]);

      const refused = await refusal('updateSettings', { [section]: { [field]: other } });
      expect(refused.code).toBe('settings-invalid');
      expect(refused.fields).toEqual({ [`${section}.${field}`]: expect.any(String) });
      // The same value as the policy's passes: Settings sends a whole section.
      await ask('updateSettings', { [section]: { [field]: set } });

      // The file keeps the person's value: withdrawing the policy gives it back, without a restart.
      const stored = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'));
      expect(stored[section][field]).toEqual(other);
      const changed = nextSettings();
      await setPolicies({});
      const after = await changed;
      expect((after.settings[section] as Record<string, unknown>)[field]).toEqual(other);
      expect(after.policies.locked).toEqual([]);
    },
  );
});

describe('a policy file replaced while the app runs', () => {
  it('changes the settings at once, and a refused file keeps the last good set, said in Policies', async () => {
    await setPolicies({ QuickDialHotkey: 'Control+Alt+K' });
    await start();
    let changed = nextSettings();
    await setPolicies({ QuickDialHotkey: 'Control+Alt+J', Language: 'de' });
    let view = await changed;
    expect(view.settings.hotkeys.quickDial).toBe('Control+Alt+J');
    expect(view.settings.general.language).toBe('de');

    changed = nextSettings();
    await setPolicies({ QuickDialHotkey: 'Control+Alt+Q' }, 0o666);
    view = await changed;
    expect(view.settings.hotkeys.quickDial).toBe('Control+Alt+J');
    // Said in the language the last good set chose.
    expect(view.policies.problem?.message).toMatch(/^.*policies\.json/);
    expect(view.policies.problem?.said?.key).toBe('policies.file.writable');

    changed = nextSettings();
    await setPolicies({ QuickDialHotkey: 'Control+Alt+Q' });
    view = await changed;
    expect(view.settings.hotkeys.quickDial).toBe('Control+Alt+Q');
    expect(view.policies.problem).toBeNull();
  });

  it('a malformed file at the start leaves no policies, and says why', async () => {
    await policyFile.writeText('{ "Language": "de", }');
    await start();
    const view = await ask('getSettings', undefined);
    expect(view.policies.problem?.message).toContain('is not valid JSON');
    expect(view.policies.inForce).toEqual([]);
    expect(view.settings.general.language).toBe('system');
  });
});

describe('refused policies', () => {
  it('are listed with why, the others in force', async () => {
    await setPolicies({
      Language: 'de',
      StartAtLogin: 'yes',
      VoicemailCheckMinutes: 0,
      ApiKey: 'pbx-live-7f3a9c',
      Colour: 'blue',
      [`\u202Eevil${'x'.repeat(200)}`]: true,
      Accounts: [{ name: 'Acme', accountId: 'acme', domain: 'pbx.example.com', apiKey: 'pbx-live-7f3a9c' }],
      CallingHours: '{"enabled": true, "start": "21:00", "end": "08:00"}',
    });
    await start();
    const { policies } = await ask('getSettings', undefined);
    expect(policies.inForce).toEqual([{ name: 'Language', value: 'de' }]);
    const reasons = Object.fromEntries(policies.refused.map(({ name, reason }) => [name, reason.said?.key]));
    expect(reasons).toEqual({
      StartAtLogin: 'policies.refused.type.boolean',
      VoicemailCheckMinutes: 'policies.refused.rule',
      ApiKey: 'policies.refused.secret',
      Colour: 'policies.refused.unknown',
      [`evil${'x'.repeat(60)}`]: 'policies.refused.unknown',
      Accounts: 'policies.refused.secret',
      CallingHours: 'policies.refused.rule',
    });
    // No refusal repeats the value it refused: a key never reaches a window.
    expect(JSON.stringify(policies)).not.toContain('pbx-live-7f3a9c');
  });
});

const ACME = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme phones',
  accountId: 'acme',
  address: account.baseUrl,
  lookupAddress: account.lookupUrl,
  defaultCountry: 'US',
  ...overrides,
});

const MINE = {
  name: 'Mine',
  accountId: 'mine',
  domain: 'pbx.mine.example',
  baseUrlOverride: '',
  extension: '300',
  lookupUrl: '',
  defaultRegion: 'US',
  dialFormat: 'national-digits',
  watchVoicemail: true,
} as const;

describe("the organisation's accounts (Accounts)", () => {
  it('appear pre-filled and in use, asking only for keys and the extension, under an id the same at every start', async () => {
    await setPolicies({ Accounts: [ACME()] });
    await start();
    const accounts = await ask('listAccounts', undefined);
    const id = organisationAccountId({ name: 'x', accountId: 'acme' });
    expect(accounts.activeId).toBe(id);
    expect(accounts.accounts).toEqual([
      expect.objectContaining({
        id,
        name: 'Acme phones',
        accountId: 'acme',
        baseUrlOverride: account.baseUrl,
        lookupUrl: account.lookupUrl,
        extension: '',
        origin: 'organisation',
        fixed: expect.arrayContaining([
          'name',
          'accountId',
          'domain',
          'baseUrlOverride',
          'lookupUrl',
          'defaultRegion',
        ]),
      }),
    ]);
    expect(accounts.accounts[0]?.fixed).not.toContain('extension');
    const view = await ask('getSettings', undefined);
    expect(view.policies.locked).toEqual(
      expect.arrayContaining([
        'account.accountId',
        'account.baseUrlOverride',
        'account.lookupUrl',
        'numbers.defaultRegion',
      ]),
    );
    expect(view.policies.locked).not.toContain('account.extension');

    // The person gives what is theirs: the extension and the keys.
    await ask('updateSettings', { account: { extension: '201' } });
    await ask('setKey', { kind: 'pbx', value: ACCOUNT_KEYS.pbx });
    await ask('setKey', { kind: 'lookup', value: ACCOUNT_KEYS.lookup });
    const refused = await refusal('updateSettings', { account: { accountId: 'other' } });
    expect(refused.fields).toEqual({ 'account.accountId': expect.stringContaining('organization') });
    expect((await refusal('removeAccount', { id })).message).toMatch(/organization provides this account/);

    // Another start (the same policy, the same keychain): the same account, its keys found again.
    await start();
    const again = await ask('getSettings', undefined);
    expect(again.mode).toBe('account');
    expect(again.keys).toMatchObject({ pbx: true, lookup: true });
    expect((await ask('listAccounts', undefined)).accounts.map((entry) => entry.extension)).toEqual(['201']);
  });

  it('whose address changes ask for the keys again; withdrawn, one is kept unused with its keys until removed', async () => {
    await setPolicies({ Accounts: [ACME({ extension: '201' })] });
    await start();
    const id = organisationAccountId({ name: 'x', accountId: 'acme' });
    await ask('setKey', { kind: 'pbx', value: ACCOUNT_KEYS.pbx });
    expect((await ask('getSettings', undefined)).policies.locked).toContain('account.extension');

    let changed = nextSettings();
    await setPolicies({
      Accounts: [ACME({ extension: '201', address: 'https://pbx.moved.example/app/api/7' })],
    });
    let view = await changed;
    expect(view.keys).toMatchObject({ pbx: false, enteredForOtherHost: { pbx: true } });

    changed = nextSettings();
    await setPolicies({});
    view = await changed;
    const accounts = await ask('listAccounts', undefined);
    expect(accounts.activeId).toBe('demo');
    expect(accounts.accounts).toEqual([expect.objectContaining({ id, origin: 'withdrawn' })]);
    expect((await refusal('switchAccount', { id })).message).toMatch(/no longer provides it/);
    expect(await secrets.originsWithKey(id, 'pbx')).toHaveLength(1);
    await ask('removeAccount', { id });
    expect(await secrets.originsWithKey(id, 'pbx')).toEqual([]);
  });

  it("with AllowOwnAccounts off: no account of one's own is added, and one added before is turned off, kept", async () => {
    await start();
    const own = await ask('addAccount', MINE);
    const ownId = own.activeId;
    const changed = nextSettings();
    await setPolicies({ Accounts: [ACME()], AllowOwnAccounts: false });
    await changed;
    const accounts = await ask('listAccounts', undefined);
    expect(accounts.ownAllowed).toBe(false);
    expect(accounts.activeId).toBe(organisationAccountId({ name: 'x', accountId: 'acme' }));
    expect(accounts.accounts).toEqual([
      expect.objectContaining({ id: ownId, origin: 'turned-off' }),
      expect.objectContaining({ origin: 'organisation' }),
    ]);
    expect((await refusal('switchAccount', { id: ownId })).code).toBe('settings-invalid');
    const added = await refusal('addAccount', { ...MINE, name: 'Another' });
    expect(added.message).toMatch(/cannot add one of your own/);
    // Nor through the account form over the demo.
    await ask('switchAccount', { id: 'demo' });
    const formed = await refusal('updateSettings', {
      account: { accountId: 'mine', domain: 'pbx.mine.example' },
    });
    expect(formed.message).toMatch(/cannot add one of your own/);
    expect((await ask('listAccounts', undefined)).accounts).toHaveLength(2);
  });
});

describe("one of the person's accounts at the same phone system as the organisation's", () => {
  it("is offered to be merged, and a merge gives its keys, extension and history to the organisation's", async () => {
    await start();
    const own = await ask('addAccount', {
      ...MINE,
      accountId: 'acme',
      domain: '',
      baseUrlOverride: account.baseUrl,
      lookupUrl: account.lookupUrl,
      extension: '207',
    });
    const ownId = own.activeId;
    await ask('setKey', { kind: 'pbx', value: ACCOUNT_KEYS.pbx });
    await ask('setKey', { kind: 'lookup', value: ACCOUNT_KEYS.lookup });
    await ask('saveNote', {
      target: { kind: 'call', id: 'call-1', origin: '' },
      text: 'Prefers mornings',
      outcomeId: null,
    });
    const orgId = organisationAccountId({ name: 'x', accountId: 'acme' });

    const changed = nextSettings();
    await setPolicies({ Accounts: [ACME()] });
    await changed;
    let accounts = await ask('listAccounts', undefined);
    expect(accounts.activeId).toBe(ownId);
    expect(accounts.accounts.map(({ id, mergeInto }) => [id, mergeInto])).toEqual([
      [ownId, orgId],
      [orgId, null],
    ]);

    accounts = await ask('mergeAccount', { id: ownId });
    expect(accounts.activeId).toBe(orgId);
    expect(accounts.accounts).toEqual([
      expect.objectContaining({ id: orgId, extension: '207', origin: 'organisation' }),
    ]);
    const view = await ask('getSettings', undefined);
    expect(view.keys).toMatchObject({ pbx: true, lookup: true });
    expect(await secrets.originsWithKey(ownId, 'pbx')).toEqual([]);
    expect(await ask('countAccountNotes', { id: orgId })).toBe(1);
    expect((await refusal('mergeAccount', { id: orgId })).code).toBe('settings-invalid');
  });
});

describe("every account's CRM address and calling hours", () => {
  it("CrmAddress and CrmOpensOnCall replace the account's own, which a save cannot change", async () => {
    await start();
    await ask('saveCrmSettings', {
      template: 'https://own.example/?q={number}',
      openOnCall: false,
      customScheme: '',
    });
    await setPolicies({ CrmAddress: 'salesforce://search?phone={number}', CrmOpensOnCall: true });
    await start();
    expect(await ask('getCrmSettings', undefined)).toEqual({
      template: 'salesforce://search?phone={number}',
      openOnCall: true,
      customScheme: 'salesforce',
    });
    const party = { number: '+15555550123', name: null, callId: null, direction: null };
    expect(await ask('getCrmAddress', party)).toMatchObject({
      address: 'salesforce://search?phone=%2B15555550123',
    });
    const refused = await refusal('saveCrmSettings', {
      template: 'https://own.example/?q={number}',
      openOnCall: true,
      customScheme: '',
    });
    expect(refused.message).toMatch(/organization sets the CRM address/);
    expect((await ask('getSettings', undefined)).policies.locked).toEqual(['crm.template', 'crm.openOnCall']);
  });

  it('a CrmAddress with a scheme Dialdesk never opens is refused', async () => {
    await setPolicies({ CrmAddress: 'javascript:alert({number})' });
    await start();
    const { policies } = await ask('getSettings', undefined);
    expect(policies.refused.map(({ name }) => name)).toEqual(['CrmAddress']);
  });

  it("CallingHours replace the account's own, and decide whether a call asks first", async () => {
    await setPolicies({ CallingHours: { enabled: true, start: '10:30', end: '17:30', florida: false } });
    await start();
    expect(await ask('getCallingHours', undefined)).toEqual({
      enabled: true,
      start: 630,
      end: 1050,
      florida: false,
    });
    // 10:00 AM in New York: inside the account's own hours (8 AM to 9 PM), before the organisation's.
    const asked = await refusal('placeCall', { number: '+1 212 555 0123', source: 'dialpad' });
    expect(asked.code).toBe('outside-calling-hours');
    expect(demo.requestsFor('originate')).toHaveLength(0);
    const refused = await refusal('saveCallingHours', {
      enabled: false,
      start: 480,
      end: 1260,
      florida: true,
    });
    expect(refused.message).toMatch(/organization sets the calling hours/);
    expect((await ask('getSettings', undefined)).policies.locked).toEqual(['callingHours']);
  });
});

describe('the update policies', () => {
  it('UpdateChecks and UpdateAddress reach the shell as they are, and follow a change', async () => {
    await setPolicies({ UpdateChecks: false, UpdateAddress: 'https://mirror.example.com/dialdesk/' });
    await start();
    expect((core as Core).updatePolicy()).toEqual({
      checks: false,
      address: 'https://mirror.example.com/dialdesk/',
    });
    const changed = nextSettings();
    await setPolicies({ UpdateAddress: 'https://mirror.example.com/dialdesk/' });
    await changed;
    expect((core as Core).updatePolicy()).toEqual({ address: 'https://mirror.example.com/dialdesk/' });
  });

  it('an UpdateAddress that is not an https folder, or holds a password, is refused', async () => {
    await setPolicies({ UpdateAddress: 'http://mirror.example.com/dialdesk/' });
    await start();
    expect((await ask('getSettings', undefined)).policies.refused.map(({ name }) => name)).toEqual([
      'UpdateAddress',
    ]);
    await setPolicies({ UpdateAddress: 'https://admin:hunter2@mirror.example.com/dialdesk/' });
    await start();
    const { policies } = await ask('getSettings', undefined);
    expect(policies.refused.map(({ reason }) => reason.said?.key)).toEqual(['policies.refused.secret']);
    expect((core as Core).updatePolicy()).toEqual({});
  });
});
