// The only file that touches window.dialdesk, the preload's bridge. Stores receive the API as a
// parameter, so unit tests hand them a fake instead.
import type { DialdeskApi, IpcError, Result } from '../preload/contract';
import { t } from '../preload/shared/i18n/translate';
import { rememberShownNumbers } from './format/phone';

declare global {
  interface Window {
    dialdesk?: DialdeskApi;
  }
}

/** Made at each answer, in the language in use then. */
const missingBridgeError = (): IpcError => ({ code: 'internal', message: t('app.missingBridge') });

/**
 * Every method answers with an error when the page runs without the preload (opened in a plain
 * browser, or the preload failed): the views then show that error instead of a blank window.
 */
const missingBridge = new Proxy({} as DialdeskApi, {
  get: (_, name) =>
    name === 'on'
      ? () => () => {}
      : async (): Promise<Result<never>> => ({ ok: false, error: missingBridgeError() }),
});

/**
 * Main sends each number's display form beside what holds it: every answer and event passes through
 * rememberShownNumbers on its way to the stores, so views show numbers as main wrote them.
 */
function rememberingNumbers(bridge: DialdeskApi): DialdeskApi {
  // An empty target: the bridge itself is frozen, and a proxy may not answer differently for its fields.
  return new Proxy({} as DialdeskApi, {
    get(_, name) {
      const method = Reflect.get(bridge, name) as (...args: unknown[]) => unknown;
      if (typeof method !== 'function') return method;
      if (name === 'on')
        return (event: string, listener: (payload: unknown) => void) =>
          method.call(bridge, event, (payload: unknown) => {
            rememberShownNumbers(payload);
            listener(payload);
          });
      return async (...args: unknown[]) => {
        const result = (await method.apply(bridge, args)) as Result<unknown>;
        if (result.ok) rememberShownNumbers(result.value);
        return result;
      };
    },
  });
}

export const api: DialdeskApi = rememberingNumbers(window.dialdesk ?? missingBridge);
