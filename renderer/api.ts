// The only file that touches window.dialdesk, the preload's bridge. Stores receive the API as a
// parameter, so unit tests hand them a fake instead.
import type { DialdeskApi, IpcError, Result } from '../preload/contract';

declare global {
  interface Window {
    dialdesk?: DialdeskApi;
  }
}

const MISSING_BRIDGE: IpcError = {
  code: 'internal',
  message: 'Dialdesk could not reach its main process. Restart the app.',
};

/**
 * Every method answers with an error when the page runs without the preload (opened in a plain
 * browser, or the preload failed): the views then show that error instead of a blank window.
 */
const missingBridge = new Proxy({} as DialdeskApi, {
  get: (_, name) =>
    name === 'on'
      ? () => () => {}
      : async (): Promise<Result<never>> => ({ ok: false, error: MISSING_BRIDGE }),
});

export const api: DialdeskApi = window.dialdesk ?? missingBridge;
