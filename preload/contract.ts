// The one contract between the renderer and the main process: every channel with its request and
// response types, and every event main sends. Channel names are the method names of `window.dialdesk`.
// It imports types only, so main, preload and renderer can all use it without pulling in runtime code.
// Runtime schemas for the requests live in main/ipc/schemas.ts, keyed by this same map.
import type { ApiRecord, LookupResult } from '../main/api';
import type { HistoryStatus, MissedCallNotice, PersonSuggestion, StoredDirection } from '../main/history';
import type { KeyKind } from '../main/secrets';
import type { Settings, SettingsPatch } from '../main/settings';
import type { CallKind } from './shared/call-filter';

export type {
  HistoryStatus,
  KeyKind,
  LookupResult,
  MissedCallNotice,
  PersonSuggestion,
  Settings,
  SettingsPatch,
};

/** A record as the phone system sent it (every field kept), with a string uuid. */
export type PhoneRecord = ApiRecord;

/** Errors cross the bridge as values: Electron keeps only an Error's message across IPC. */
export type ErrorCode =
  | 'invalid-argument'
  | 'forbidden-sender'
  | 'not-configured'
  | 'key-missing'
  | 'keychain-unavailable'
  | 'keychain-locked'
  | 'settings-invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server-error'
  | 'unreachable'
  | 'timeout'
  | 'unexpected-reply'
  | 'lookup-failed'
  | 'no-number'
  | 'call-in-progress'
  | 'call-not-pending'
  | 'busy'
  | 'call-rejected'
  | 'internal';

export interface IpcError {
  code: ErrorCode;
  /** A sentence for the person: what failed and what to do about it. Never holds a key. */
  message: string;
  /** For a failed lookup: the `code` and `msg` of the lookup body. */
  lookup?: { code: number | null; msg: string };
  /** For a failed call: true when the phone system may have placed it anyway (timeout, broken connection). */
  callMayRing?: boolean;
  /** What the server or client reported, for a "Details" disclosure under the message. Never holds a key. */
  details?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Demo: the built-in simulator, used while no account is configured. */
export type Mode = 'demo' | 'account';

export interface KeyStatus {
  /** Only whether each key is set for the host now configured: a key is never sent to the renderer. */
  pbx: boolean;
  lookup: boolean;
  /** A key is stored for another host than the one now configured: it must be entered again for this one. */
  enteredForOtherHost: { pbx: boolean; lookup: boolean };
}

export interface SettingsView {
  settings: Settings;
  mode: Mode;
  keys: KeyStatus;
  /** Set when the settings file could not be read as it was (what happened, where the original is kept). */
  warning: string | null;
}

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
}

export interface HistoryQuery {
  limit: number;
  offset: number;
  orderBy: { field: string; direction: 'asc' | 'desc' };
  /** Whole days, inclusive, as YYYY-MM-DD in the user's local time; null for no range. */
  range: { from: string; to: string } | null;
}

/** A search of the local copy of call history (History, while "keep a searchable copy" is on). */
export interface HistorySearch {
  /** Name, number or any run of digits ('0123' finds (555) 555-0123); '' for every call. */
  text: string;
  missedOnly: boolean;
  direction: StoredDirection | null;
  range: HistoryQuery['range'];
  limit: number;
  offset: number;
}

/** Newest first; null when there is no local copy (off, or unusable): page the server with listHistory. */
export type HistorySearchResult = { records: PhoneRecord[]; total: number } | null;

export interface PageQuery {
  limit: number;
  offset: number;
}

export interface AudioData {
  bytes: Uint8Array;
  mime: string;
}

export interface VoicemailView {
  record: PhoneRecord;
  audio: AudioData | null;
}

export interface LookupView {
  /** The number as it was sent to the lookup service. */
  tn: string;
  result: LookupResult;
  /** When the result came from the lookup cache, when it was looked up; null for a fresh lookup. */
  cachedAt: number | null;
  facts: LookupFacts;
}

export interface VoicemailStatus {
  /** Listed messages the user has played (or the server marks as saved/read). */
  heard: string[];
  unheard: number;
  /** Why the new-voicemail watch stopped (wrong key, no account), shown once; null when it runs. */
  problem: string | null;
}

export interface SnapshotView {
  records: PhoneRecord[];
  /** When it was loaded from the phone system ("as of"). */
  at: number;
}

export interface OfflineView {
  /** The last loaded first page of call history (newest first, no date range). */
  history: SnapshotView | null;
  voicemail: SnapshotView | null;
}

/** What the renderer knows of a message or recording, for a file name; sanitised in main. */
export interface AudioNameHint {
  caller?: string;
  number?: string;
  epochSeconds?: number;
}

export interface HistoryExportRequest {
  orderBy: HistoryQuery['orderBy'];
  range: HistoryQuery['range'];
  /** The text filter the history view shows; the export holds the same rows. */
  filter: string;
  /** Which calls the history view shows (missed, one direction, or all). */
  kind: CallKind;
}

export interface ConnectionTest {
  /** What the test did and found, for the person ("Read 3 voicemail messages"). */
  message: string;
}

/** In-app sources: the user pressed a button in the window, so no confirmation is asked. */
export type CallSource = 'history' | 'dialpad' | 'lookup' | 'voicemail';

/** Sources outside the window: what they dial was chosen elsewhere, so a confirmation may be asked. */
/** 'missed-call': the Call back button of a missed-call notification (a number the phone system recorded). */
export type OutsideCallSource = 'hotkey' | 'tray' | 'link' | 'command-line' | 'missed-call';

/** Where a hotkey took its text: the selection itself, or the clipboard when no selection could be read. */
export type TextSource = 'selection' | 'clipboard';

/** What a hotkey read (its start, for a long selection) and from where: shown before dialling. */
export interface ReadText {
  text: string;
  from: TextSource;
}

/** Facts from a cached lookup, shown before dialling; null fields were not in the lookup result. */
export interface LookupFacts {
  lineType: string | null;
  carrier: string | null;
  city: string | null;
  state: string | null;
  /** True only when the lookup flagged the number as do-not-call; empty DNC is not a flag. */
  doNotCall: boolean;
}

/** A call waiting for the user's Enter (call) or Esc (cancel) in the confirmation window. */
export interface PendingCall {
  id: string;
  source: OutsideCallSource;
  /** The number exactly as it will be sent to the phone system. */
  destination: string;
  display: string;
  /** The extension that will ring first. */
  extension: string;
  dialAfterConnect: string | null;
  facts: LookupFacts | null;
  /** Hotkey calls only: the text that was read and from where. */
  read?: ReadText;
}

export interface RecentCall {
  display: string;
  /** What to pass to placeCall/startCall to call it again. */
  number: string;
  at: number;
}

export interface HotkeyState {
  accelerator: string;
  /** False when the OS refused it (taken by another app) or it is disabled (''). */
  registered: boolean;
  /** Why it is not registered, for the settings view; null when it is. */
  problem: string | null;
}

export interface HotkeyStatus {
  callSelection: HotkeyState;
  lookupSelection: HotkeyState;
}

export interface CallOutcome {
  /** The number exactly as sent to the phone system. */
  destination: string;
  /** The number as a person reads it. */
  display: string;
  /** The user's extension, which rings first. */
  extension: string;
  /** Digits to dial after the call connects (an extension found after the number), or null. */
  dialAfterConnect: string | null;
  /** What happens next, e.g. "Your extension 201 rings first; answer it to connect (555) 123-4567." */
  status: string;
}

export interface Channels {
  getAppInfo: { request: undefined; response: AppInfo };
  getSettings: { request: undefined; response: SettingsView };
  updateSettings: { request: SettingsPatch; response: SettingsView };
  setKey: { request: { kind: KeyKind; value: string }; response: KeyStatus };
  clearKey: { request: { kind: KeyKind }; response: KeyStatus };
  testPhoneSystem: { request: undefined; response: ConnectionTest };
  /** Only on an explicit request: lookups may be charged. */
  testLookup: { request: { number: string }; response: ConnectionTest };
  listHistory: { request: HistoryQuery; response: PhoneRecord[] };
  getCallRecord: { request: { uuid: string }; response: PhoneRecord };
  listRecordings: { request: PageQuery; response: PhoneRecord[] };
  getRecordingAudio: { request: { uuid: string }; response: AudioData };
  listVoicemail: { request: undefined; response: PhoneRecord[] };
  getVoicemail: { request: { uuid: string }; response: VoicemailView };
  /** From the lookup cache when fresh, unless refresh asks for a new (possibly charged) lookup. */
  lookupNumber: { request: { number: string; refresh?: boolean }; response: LookupView };
  /** Cached facts only: never places a lookup. */
  getLookupFacts: { request: { number: string }; response: LookupFacts | null };
  getVoicemailStatus: { request: undefined; response: VoicemailStatus };
  markHeard: { request: { uuid: string }; response: VoicemailStatus };
  /** Asks where to save (a dialog), then writes the audio; null when the user cancelled. */
  saveAudio: {
    request: { kind: 'voicemail' | 'recording'; uuid: string; hint: AudioNameHint };
    response: { path: string } | null;
  };
  /** Asks where to save, loads every page of the range, writes CSV; null when cancelled. */
  exportHistory: { request: HistoryExportRequest; response: { path: string; count: number } | null };
  cancelExport: { request: undefined; response: null };
  /** Shows a file this app saved (an export, audio) in the system's file manager; no other path. */
  showInFolder: { request: { path: string }; response: null };
  getOfflineSnapshot: { request: undefined; response: OfflineView };
  placeCall: { request: { number: string; source: CallSource }; response: CallOutcome };
  getPendingCall: { request: undefined; response: PendingCall | null };
  /** Places the pending call: once, whatever happens, even if confirmed twice. */
  confirmPendingCall: { request: { id: string }; response: CallOutcome };
  cancelPendingCall: { request: { id: string }; response: null };
  listRecentCalls: { request: undefined; response: RecentCall[] };
  getHotkeyStatus: { request: undefined; response: HotkeyStatus };
  searchHistory: { request: HistorySearch; response: HistorySearchResult };
  /** People from the local history matching a name or digits, most recent and frequent first. */
  suggestPeople: { request: { text: string; limit: number }; response: PersonSuggestion[] };
  getHistoryStatus: { request: undefined; response: HistoryStatus };
  /** History's missed filter was shown: the unseen count (tray, sidebar) goes to zero. */
  markMissedSeen: { request: undefined; response: HistoryStatus };
  cancelHistoryBackfill: { request: undefined; response: HistoryStatus };
  /** "Delete local history": removes the file at once. */
  deleteLocalHistory: { request: undefined; response: HistoryStatus };
}

export type Channel = keyof Channels;
export type RequestOf<C extends Channel> = Channels[C]['request'];
export type ResponseOf<C extends Channel> = Channels[C]['response'];

export interface Events {
  settingsChanged: SettingsView;
  callStarted: CallOutcome;
  /** A hotkey, tray item, link or command line asks to call: the confirmation window shows it. */
  callNeedsConfirmation: PendingCall;
  /** The pending call was confirmed, cancelled or replaced: the confirmation window closes. */
  pendingCallClosed: { id: string };
  hotkeyStatusChanged: HotkeyStatus;
  /** The shell asks the window to show a view (tray item, notification click, quick lookup). */
  navigate: NavigateRequest;
  voicemailStatus: VoicemailStatus;
  /** Messages never seen before (the shell notifies; the window refreshes its list). */
  voicemailArrived: { records: PhoneRecord[] };
  /** Records loaded so far by a running export. */
  exportProgress: { loaded: number };
  /** Sync progress, problems, the unseen missed count, whether missed-call alerts are possible. */
  historyStatus: HistoryStatus;
  /** New missed calls found by a sync (the shell notifies): one notice each, or one summary. */
  missedCalls: { notices: MissedCallNotice[] };
  /** Calls were added to the local copy (or it was deleted): an open history view reloads. */
  historyChanged: { added: number };
}

export type NavigateRequest =
  | { view: 'recordings' | 'settings' | 'dialpad' }
  /** A missed-call notification: the call it names (uuid), or every missed call (kind 'missed'). */
  | { view: 'history'; uuid?: string; kind?: 'missed' }
  | { view: 'voicemail'; uuid?: string }
  | { view: 'lookup'; number?: string };

export type EventName = keyof Events;

type Method<C extends Channel> =
  RequestOf<C> extends undefined
    ? () => Promise<Result<ResponseOf<C>>>
    : (request: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;

/** What the preload exposes as `window.dialdesk`: one method per channel, plus event subscription. */
export type DialdeskApi = { [C in Channel]: Method<C> } & {
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
};

/** Every channel once: the preload and main iterate this, and a missing name fails to compile. */
export const CHANNELS = [
  'getAppInfo',
  'getSettings',
  'updateSettings',
  'setKey',
  'clearKey',
  'testPhoneSystem',
  'testLookup',
  'listHistory',
  'getCallRecord',
  'listRecordings',
  'getRecordingAudio',
  'listVoicemail',
  'getVoicemail',
  'lookupNumber',
  'getLookupFacts',
  'getVoicemailStatus',
  'markHeard',
  'saveAudio',
  'exportHistory',
  'cancelExport',
  'showInFolder',
  'getOfflineSnapshot',
  'placeCall',
  'getPendingCall',
  'confirmPendingCall',
  'cancelPendingCall',
  'listRecentCalls',
  'getHotkeyStatus',
  'searchHistory',
  'suggestPeople',
  'getHistoryStatus',
  'markMissedSeen',
  'cancelHistoryBackfill',
  'deleteLocalHistory',
] as const satisfies readonly Channel[];

export const EVENTS = [
  'settingsChanged',
  'callStarted',
  'callNeedsConfirmation',
  'pendingCallClosed',
  'hotkeyStatusChanged',
  'navigate',
  'voicemailStatus',
  'voicemailArrived',
  'exportProgress',
  'historyStatus',
  'missedCalls',
  'historyChanged',
] as const satisfies readonly EventName[];

type Missing<All, Listed> = Exclude<All, Listed>;
// Compile-time check that the lists above name every channel and event.
export const channelsComplete: Missing<Channel, (typeof CHANNELS)[number]> extends never ? true : never =
  true;
export const eventsComplete: Missing<EventName, (typeof EVENTS)[number]> extends never ? true : never = true;

/** The Electron IPC channel name for a contract channel or event. */
export const ipcName = (name: Channel | EventName): string => `dialdesk:${name}`;
