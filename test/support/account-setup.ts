// An account set up as the person does it in Settings, through the same dispatcher as the IPC: where the
// phone system and the lookup service are, whose extension rings, and both keys. For core tests that
// run the app against a second simulator standing in for a real account.
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import type { Dispatch } from '../../main/ipc/dispatch';
import type { Result } from '../../preload/contract';

/** The value of a successful answer; a failed one fails the test with its code and message. */
export const value = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
};

/** The account's two keys: what Settings is given, and what its simulator asks for. */
export const ACCOUNT_KEYS = { pbx: 'pbx-live-7f3a9c', lookup: 'sip-main-b41e02' };

/** The demo phone system (seed 3), and a second simulator (seed 5) standing in for the account's, behind ACCOUNT_KEYS. */
export async function startDemoAndAccount(): Promise<{ demo: DemoServer; account: DemoServer }> {
  const demo = await startDemoServer({ seed: 3 });
  const account = await startDemoServer({
    seed: 5,
    pbxKey: ACCOUNT_KEYS.pbx,
    lookupKey: ACCOUNT_KEYS.lookup,
  });
  return { demo, account };
}

export async function configureAccount(
  call: Dispatch,
  account: { accountId: string; extension: string; baseUrl: string; lookupUrl: string },
  keys: { pbx: string; lookup: string },
): Promise<void> {
  value(
    await call('updateSettings', {
      account: {
        accountId: account.accountId,
        baseUrlOverride: account.baseUrl,
        extension: account.extension,
        lookupUrl: account.lookupUrl,
      },
    }),
  );
  value(await call('setKey', { kind: 'pbx', value: keys.pbx }));
  value(await call('setKey', { kind: 'lookup', value: keys.lookup }));
}
