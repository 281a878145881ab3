// The preload: exposes exactly the contract's methods as `window.dialdesk`, and nothing else. The page
// never receives ipcRenderer or an IPC event object, only results and event payloads. Sandboxed
// preloads must be one bundled file: scripts/build.mjs bundles this with the contract's constants.
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import {
  type Channel,
  type DialdeskApi,
  EVENTS,
  type EventName,
  type Events,
  ipcName,
  type RequestOf,
  type ResponseOf,
  type Result,
} from './contract';

const invoke =
  <C extends Channel>(channel: C) =>
  (request?: RequestOf<C>): Promise<Result<ResponseOf<C>>> =>
    ipcRenderer.invoke(ipcName(channel), request);

const api = {
  getAppInfo: invoke('getAppInfo'),
  getSettings: invoke('getSettings'),
  updateSettings: invoke('updateSettings'),
  setKey: invoke('setKey'),
  clearKey: invoke('clearKey'),
  testPhoneSystem: invoke('testPhoneSystem'),
  testLookup: invoke('testLookup'),
  listHistory: invoke('listHistory'),
  getCallRecord: invoke('getCallRecord'),
  listRecordings: invoke('listRecordings'),
  getRecordingAudio: invoke('getRecordingAudio'),
  listVoicemail: invoke('listVoicemail'),
  getVoicemail: invoke('getVoicemail'),
  lookupNumber: invoke('lookupNumber'),
  getLookupFacts: invoke('getLookupFacts'),
  getVoicemailStatus: invoke('getVoicemailStatus'),
  markHeard: invoke('markHeard'),
  saveAudio: invoke('saveAudio'),
  exportHistory: invoke('exportHistory'),
  cancelExport: invoke('cancelExport'),
  showInFolder: invoke('showInFolder'),
  getOfflineSnapshot: invoke('getOfflineSnapshot'),
  placeCall: invoke('placeCall'),
  getPendingCall: invoke('getPendingCall'),
  confirmPendingCall: invoke('confirmPendingCall'),
  cancelPendingCall: invoke('cancelPendingCall'),
  listRecentCalls: invoke('listRecentCalls'),
  getHotkeyStatus: invoke('getHotkeyStatus'),
  searchHistory: invoke('searchHistory'),
  suggestPeople: invoke('suggestPeople'),
  getHistoryStatus: invoke('getHistoryStatus'),
  markMissedSeen: invoke('markMissedSeen'),
  cancelHistoryBackfill: invoke('cancelHistoryBackfill'),
  deleteLocalHistory: invoke('deleteLocalHistory'),
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
    if (!(EVENTS as readonly string[]).includes(event)) throw new Error(`Unknown event: ${String(event)}`);
    const forward = (_event: IpcRendererEvent, payload: Events[E]) => listener(payload);
    ipcRenderer.on(ipcName(event), forward);
    return () => {
      ipcRenderer.removeListener(ipcName(event), forward);
    };
  },
} satisfies DialdeskApi;

contextBridge.exposeInMainWorld('dialdesk', api);
