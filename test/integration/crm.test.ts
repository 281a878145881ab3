// Open in CRM through the real core and the IPC's dispatcher, against the simulator over loopback HTTP:
// the account's template is kept per account and refused in words where it could lead elsewhere or carry
// a key; the first address of a template opens only once the window showed it; then the system is asked
// to open exactly the encoded address, by the person's press or, when they asked for it, as a call is
// placed from Dialdesk.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import { type CrmParty, DEMO_ACCOUNT_ID } from '../../preload/contract';
import { ACCOUNT_KEYS, configureAccount } from '../support/account-setup';
import { asking } from '../support/dispatch-ask';
import { createTestCore } from '../support/test-core';

const TEMPLATE = 'https://crm.example.com/search?phone={number}&who={name}';
const DANA: CrmParty = { number: '(555) 555-0188', name: 'Dana & Co', callId: null, direction: 'inbound' };
const DANAS_ADDRESS = 'https://crm.example.com/search?phone=%2B15555550188&who=Dana%20%26%20Co';

let demo: DemoServer;
let dataDir: string;
let core: Core;
let call: Dispatch;
let opened: string[];

const { ask, refusal } = asking(() => call);

beforeEach(async () => {
  demo = await startDemoServer({
    seed: 9,
    callCount: 50,
    pbxKey: ACCOUNT_KEYS.pbx,
    lookupKey: ACCOUNT_KEYS.lookup,
  });
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-crm-'));
  opened = [];
  core = await createTestCore({
    dataDir,
    startDemo: createDemoLauncher(async () => demo).start,
    openExternal: async (address) => {
      opened.push(address);
    },
    // Two calls in one test: the lock against a second press after a call is shortened.
    callLockMs: 0,
  });
  call = createDispatcher(core);
});
afterEach(async () => {
  await core.close();
  await demo.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('Open in CRM', () => {
  it('opens exactly the encoded address, the first one of a template only once it was shown', async () => {
    expect(await ask('getCrmAddress', DANA)).toBeNull();
    expect((await refusal('openInCrm', { party: DANA, shown: true })).code).toBe('not-configured');

    expect(
      await ask('saveCrmSettings', { template: ` ${TEMPLATE} `, openOnCall: false, customScheme: '' }),
    ).toEqual({
      template: TEMPLATE,
      openOnCall: false,
      customScheme: '',
    });
    expect(await ask('getCrmAddress', DANA)).toEqual({ address: DANAS_ADDRESS, confirmed: false });
    expect((await refusal('openInCrm', { party: DANA, shown: false })).code).toBe('crm-not-confirmed');
    expect(opened).toEqual([]);

    expect(await ask('openInCrm', { party: DANA, shown: true })).toEqual({ address: DANAS_ADDRESS });
    expect(opened).toEqual([DANAS_ADDRESS]);
    // Seen once: this template's addresses open at once from now on; a new template is shown again.
    expect((await ask('getCrmAddress', DANA))?.confirmed).toBe(true);
    await ask('openInCrm', { party: { ...DANA, number: '204', name: null }, shown: false });
    expect(opened.at(-1)).toBe('https://crm.example.com/search?phone=204&who=');
    await ask('saveCrmSettings', { template: `${TEMPLATE}&v=2`, openOnCall: false, customScheme: '' });
    expect((await ask('getCrmAddress', DANA))?.confirmed).toBe(false);
  });

  it('refuses a template with a placeholder in its host, another scheme or a key, keeping the one before', async () => {
    await ask('saveCrmSettings', { template: TEMPLATE, openOnCall: false, customScheme: '' });
    const refused = await refusal('saveCrmSettings', {
      template: 'https://{name}.crm.example.com/search?phone={number}',
      openOnCall: false,
      customScheme: '',
    });
    expect(refused).toMatchObject({
      code: 'invalid-argument',
      message:
        'A placeholder cannot stand in the host: it would change where the address leads. Put it in the path or after the “?”.',
    });
    expect(
      (
        await refusal('saveCrmSettings', {
          template: 'salesforce://search?p={number}',
          openOnCall: false,
          customScheme: '',
        })
      ).message,
    ).toMatch(/salesforce: are not opened/);
    expect(
      await ask('saveCrmSettings', {
        template: 'salesforce://search?p={number}',
        openOnCall: false,
        customScheme: 'Salesforce:',
      }),
    ).toMatchObject({ customScheme: 'salesforce' });
    expect(
      (
        await refusal('saveCrmSettings', {
          template: 'file:///etc/passwd?{number}',
          openOnCall: false,
          customScheme: 'file',
        })
      ).message,
    ).toMatch(/never opened/);

    // A key of the account, pasted into the address, never goes to the CRM.
    await configureAccount(
      call,
      { accountId: '007', extension: '201', baseUrl: demo.baseUrl, lookupUrl: demo.lookupUrl },
      ACCOUNT_KEYS,
    );
    const withKey = await refusal('saveCrmSettings', {
      template: `https://crm.example.com/search?phone={number}&token=${ACCOUNT_KEYS.pbx}`,
      openOnCall: false,
      customScheme: '',
    });
    expect(withKey.message).toBe(
      "The address holds one of this account's keys: a key never goes to the CRM. Take it out of the address.",
    );
    expect(withKey.message).not.toContain(ACCOUNT_KEYS.pbx);
    // The account's own settings: the demo's template is not its.
    expect(await ask('getCrmSettings', undefined)).toEqual({
      template: '',
      openOnCall: false,
      customScheme: '',
    });
  });

  it('opens the record by itself as a call is placed from Dialdesk, when asked to and once one was shown', async () => {
    await ask('saveCrmSettings', { template: TEMPLATE, openOnCall: true, customScheme: '' });
    await ask('placeCall', { number: '(555) 555-0188', source: 'dialpad' });
    // Not shown yet: nothing opens by itself (the list below would start with this call's address).
    await ask('openInCrm', { party: DANA, shown: true });
    await ask('placeCall', { number: '(555) 555-0177', source: 'dialpad' });
    await expect
      .poll(() => opened)
      .toEqual([DANAS_ADDRESS, 'https://crm.example.com/search?phone=%2B15555550177&who=']);

    // The file edited by hand to an http: address, marked as shown: checked again, it never opens by itself.
    const file = join(dataDir, 'accounts', DEMO_ACCOUNT_ID, 'crm.json');
    const bad = 'http://crm.example.com/search?phone={number}';
    await writeFile(
      file,
      JSON.stringify({ template: bad, openOnCall: true, customScheme: '', shownTemplate: bad }),
    );
    await ask('placeCall', { number: '(555) 555-0166', source: 'dialpad' });
    // The CRM's queue answers in order: this read comes after the placed call's check.
    expect((await ask('getCrmSettings', undefined)).template).toBe(bad);
    expect(opened).toHaveLength(2);
  });
});
