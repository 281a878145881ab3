// The preload: exposes exactly the contract's methods as `window.dialdesk`, and nothing else. The page
// never receives ipcRenderer or an IPC event object, only results and event payloads. Sandboxed
// preloads must be one bundled file: scripts/build.mjs bundles this with the contract's constants.
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { CHANNELS, type DialdeskApi, EVENTS, type EventName, type Events, ipcName } from './contract';
import { isMainWindow, withFirstReads } from './shared/first-reads';
import { startFormattingData } from './shared/formatting-data';

const invoke = withFirstReads(
  (channel, request) => ipcRenderer.invoke(ipcName(channel), request),
  location.hash,
);
if (isMainWindow(location.hash)) startFormattingData(document);

/** One method per contract channel, from the contract's one list of channel names. */
const methods = Object.fromEntries(
  CHANNELS.map((channel) => [channel, (request?: unknown) => invoke(channel, request)]),
  // fromEntries cannot keep per-key types; CHANNELS names every channel (checked in the contract).
) as Omit<DialdeskApi, 'on'>;

const api: DialdeskApi = {
  ...methods,
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
    if (!(EVENTS as readonly string[]).includes(event)) throw new Error(`Unknown event: ${String(event)}`);
    const forward = (_event: IpcRendererEvent, payload: Events[E]) => listener(payload);
    ipcRenderer.on(ipcName(event), forward);
    return () => {
      ipcRenderer.removeListener(ipcName(event), forward);
    };
  },
};

contextBridge.exposeInMainWorld('dialdesk', api);
