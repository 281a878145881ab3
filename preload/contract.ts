// The one contract between the renderer and the main process: every channel with its request and
// response types, every event main sends, and the shapes that cross the bridge (records, lookup result,
// settings, history status, errors). It imports nothing: main implements these shapes (its zod schemas
// are checked against them) and the renderer reads them, so no arrow runs from here into either side.
// Runtime schemas for the requests live in main/ipc/schemas.ts, checked against `Channels` below.

/**
 * Numbers as people read them, each number text to its display form: main writes them (libphonenumber,
 * the default country) beside the records, suggestions and lookups that hold the numbers, and the
 * renderer shows them as they are (renderer/format/phone.ts).
 */
export type ShownNumbers = Record<string, string>;

/** One end of a call as the phone system recorded it: a name and a number, each null when not recorded. */
export interface RecordedParty {
  name: string | null;
  number: string | null;
}

/**
 * Where the name shown for a number came from, highest first: the person's own contacts, the company
 * directory (LDAP, Active Directory, CardDAV), then the phone system's name on this very call, then the
 * name it recorded for that number on other calls of the same account.
 */
export type NameSource = 'contact' | 'directory' | 'this-call' | 'other-calls';

/**
 * One end of a call, voicemail or recording as main resolved it (main/records/names.ts): the number as the
 * phone system recorded it (what Call back dials and Look up reads), as people read it, and the one name
 * every view, notice and file shows for it, with where that name came from.
 */
export interface Party {
  number: string | null;
  /** The number in main's display rule (national at home, international abroad); null with no number. */
  shown: string | null;
  name: string | null;
  /** null when no source names the number. */
  nameFrom: NameSource | null;
  /** The person's contact holding this number on the account in use ("Edit contact"), or null ("Save to contacts"). */
  contactId: string | null;
  /**
   * The name the phone system recorded on this call, whatever named the party: the detail shows it too
   * where it differs from `name`, and "Save to contacts" starts from it.
   */
  recordedName: string | null;
}

declare const RAW_RECORD: unique symbol;

/**
 * A record exactly as the phone system sent it. Opaque: only "All fields" and the CSV's raw columns read
 * it (preload/shared/raw-record.ts); everything else reads the canonical Call, Voicemail or Recording.
 */
export interface RawRecord {
  readonly [RAW_RECORD]: 'raw record';
}

export type Direction = 'inbound' | 'outbound' | 'local' | 'unknown';

/** What happened to a call, FusionPBX's `status` first (preload/shared/call-result.ts). */
export type CallResult = 'answered' | 'missed' | 'voicemail' | 'busy' | 'no_answer' | 'cancelled' | 'failed';

/**
 * What tells a call's legs apart (preload/shared/call-legs.ts): a b-leg is left out wherever its a-leg
 * is among the calls shown. Read at the edge, so that the windows fold pages of legs without the record.
 */
export interface CallLegs {
  /** A b-leg: another record of the same call holds what happened. */
  b: boolean;
  /** The ids the record goes by (uuid, xml_cdr_uuid). */
  ids: string[];
  /** The a-leg a b-leg names (originating_leg_uuid); '' when none. */
  origin: string;
  /** The b-leg an a-leg names (bridge_uuid); '' when none. */
  bridged: string;
  /** Where a b-leg that names no a-leg looks for one: direction, caller and start second; null unplaced. */
  place: { direction: string; caller: string; startSeconds: number } | null;
}

/** A call, read once from the phone system's record(s) as it leaves main/api (main/records/). */
export interface Call {
  id: string;
  direction: Direction;
  /** null when the record does not say. */
  result: CallResult | null;
  /** By the one missed rule (preload/shared/missed-call.ts). */
  missed: boolean;
  /** Epoch milliseconds; null when not recorded. */
  startMs: number | null;
  answerMs: number | null;
  endMs: number | null;
  /** Seconds, as the phone system counted them. */
  durationSeconds: number | null;
  talkSeconds: number | null;
  /** The phone system's hangup cause as it wrote it (NORMAL_CLEARING), for the detail in words. */
  hangupCause: string | null;
  /** The other end (whichever side is not the user's own extension), resolved. */
  party: Party;
  /** The desk's end: the user's extension, or the line the call came in on. */
  desk: Party;
  /** Who called and what was dialled, each with the name recorded for it (the detail's facts, the search). */
  caller: RecordedParty;
  callee: RecordedParty;
  /** The extension the record names, and its audio quality (MOS), as recorded. */
  extension: string | null;
  audioQuality: string | null;
  legs: CallLegs;
  /** The person's note and outcome on the call (main/notes), kept on the desk; absent when none. */
  note?: RecordNote;
  raw: RawRecord;
}

/** A voicemail message, read once as it leaves main/api. */
export interface Voicemail {
  id: string;
  /** Who left it, resolved; and as recorded (what the search reads). */
  party: Party;
  caller: RecordedParty;
  receivedMs: number | null;
  lengthSeconds: number | null;
  /** What the phone system transcribed, or null. */
  transcription: string | null;
  priority: string | null;
  mailbox: string | null;
  /**
   * What the phone system says of it (preload/shared/phone-message-status.ts): new, heard on some device,
   * or deleted on a phone while its deletion queue still keeps it. Whether Dialdesk counts it heard is
   * main's VoicemailStatus.
   */
  phoneStatus: 'new' | 'heard' | 'deleted';
  /** The person's note and outcome on the message (main/notes); absent when none. */
  note?: RecordNote;
  raw: RawRecord;
}

/**
 * The limits of notes (main/notes): a note's characters, an outcome's label, and how many outcomes an
 * account lists.
 */
export const NOTE_LIMITS = { text: 4000, outcomeLabel: 40, outcomes: 20 } as const;

/**
 * An outcome a call or voicemail may be given, from the account's list (Settings → Call outcomes). The id
 * stays when the label is renamed or the language changes, so old calls keep their outcome; one taken off
 * the list is `retired` and still names the calls that have it.
 */
export interface NoteOutcome {
  id: string;
  /** The person's label, or the default's in the language in use. */
  label: string;
  retired: boolean;
}

/**
 * The account's "Open in CRM" (main/crm): an address template with {number}, {digits}, {name}, {call_id}
 * and {direction}, each URL-encoded where it is put, e.g. https://crm.example.com/search?phone={number}.
 */
export interface CrmSettings {
  /** '' for none. https: only, or the custom scheme below. */
  template: string;
  /** Opens the record by itself when a call is placed from Dialdesk (once the address was shown). */
  openOnCall: boolean;
  /** A scheme other than https: the person allowed on purpose after a warning ('salesforce'); '' for none. */
  customScheme: string;
}

/**
 * An account's calling hours at the called party (main/hours): a courtesy check the person can rely on day
 * to day, not legal advice. Times are minutes after local midnight (8:00 AM = 480, 9:00 PM = 1260).
 */
export interface CallingHours {
  /** Whether a call outside them asks first; off, no call asks for the hour. */
  enabled: boolean;
  /** The first minute a call may start there. */
  start: number;
  /** The minute calls stop there: a call at this minute or later is outside. After start. */
  end: number;
  /** The listed exception: a number in Florida ends at 8:00 PM (Fla. Stat. §501.616(6)(a)). */
  florida: boolean;
}

/** Whether a call now falls within the calling hours where it rings; 'off': the check is turned off. */
export type HoursVerdict = 'inside' | 'outside' | 'unknown' | 'off';

/**
 * The time where a number rings, estimated from its area (libphonenumber's time zones) and narrowed by a
 * cached lookup's state, which is where the number is routed, not where a mobile's owner stands.
 */
export interface CalledPartyTime {
  /**
   * The local time there, minutes after midnight, in the area's earliest and latest zone (equal where it
   * has one); null: local time unknown (an area of many zones, a toll-free number).
   */
  local: { earliest: number; latest: number } | null;
  /** Where, from a cached lookup ("Riverside, CA"); null when none is cached. */
  place: string | null;
  /** A call now against the calling hours there; 'unknown' (never blocking) where the time is. */
  verdict: HoursVerdict;
  /** The hours the verdict applied there: Florida's shorter evening where the number is in Florida. */
  hours: { start: number; end: number; florida: boolean };
}

/** Who a record is opened for: what the placeholders are filled from. */
export interface CrmParty {
  /** The number as recorded or typed; null when there is none. */
  number: string | null;
  name: string | null;
  /** The call's id, or null (Lookup, the confirmation). */
  callId: string | null;
  direction: Direction | null;
}

/** The address Open in CRM opens for a party, and whether the person has seen one of its template. */
export interface CrmAddress {
  address: string;
  /** False until the person has seen an address of this template and opened it: the window shows it first. */
  confirmed: boolean;
}

/** A note on a call or a voicemail, as History and Voicemail show it. */
export interface RecordNote {
  /** Up to NOTE_LIMITS.text characters; '' when only an outcome was given. */
  text: string;
  outcome: NoteOutcome | null;
  updatedMs: number;
}

/**
 * What a note is written on: a call by its id (with the a-leg id a b-leg shown alone names, '' otherwise:
 * the note belongs to the a-leg, so folding the legs later keeps it), or a voicemail message.
 */
export type NoteTarget = { kind: 'call'; id: string; origin: string } | { kind: 'voicemail'; id: string };

/**
 * A note written after a call placed from Dialdesk that no record of the call has taken (yet): it waits
 * under the number and attaches to the call's record when one comes in time (main/notes/pending-notes.ts).
 */
export interface NumberNote {
  id: string;
  /** The number as it was dialled. */
  number: string;
  /** When the call was placed, epoch ms. */
  placedMs: number;
  text: string;
  outcome: NoteOutcome | null;
}

/** A call recording, read once as it leaves main/api. */
export interface Recording {
  id: string;
  direction: Direction;
  party: Party;
  /** Who called and what was dialled, each with the name recorded for it. */
  caller: RecordedParty;
  callee: RecordedParty;
  recordedMs: number | null;
  lengthSeconds: number | null;
  transcription: string | null;
  /** The recording's own name on the phone system, shown where no party is known. */
  title: string | null;
  raw: RawRecord;
}

/** Which API key of an account: the phone-system key, or the main SIP account's key for lookups. */
export type KeyKind = 'pbx' | 'lookup';

/**
 * The lookup service's fields, case kept (operation 8). Every field but `code` is optional, fields the
 * spec does not name are kept as sent, and empty DNC/COUNTRY/SPID stay ''.
 */
export type LookupResult = {
  code: number;
  msg?: string;
  type?: string;
  CITY?: string;
  LINETYPE?: string;
  DNC?: string;
  OCN?: string;
  COUNTRY?: string;
  LOOKUP_TYPE?: string;
  JURISDICTION?: string;
  NUMBER?: string;
  LRN?: string;
  STATE?: string;
  LEC?: string;
  LATA?: string;
  SPID?: string;
} & { [field: string]: unknown };

/** How a number is written when sent: '+15551234567', '5551234567' or '15551234567'. */
export type NumberFormat = 'e164' | 'national-digits' | 'country-digits';

/** A language Dialdesk speaks, or the pseudo-locale a developer checks the screens in (preload/shared/i18n). */
export type DisplayLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt-BR' | 'it' | 'en-XA';
/** The language setting: the computer's own preference, or one chosen in Settings. */
export type LanguageSetting = 'system' | DisplayLanguage;

/** A message's plural forms, by CLDR category (Intl.PluralRules); `other` is always there. */
export type PluralForms = {
  readonly other: string;
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
};
/** A language's messages by id (preload/shared/i18n/catalogs). */
export type CatalogData = { readonly [key: string]: string | PluralForms };

/** The language a window speaks: English's catalog is in every page, any other comes with it. */
export interface LanguagePack {
  language: DisplayLanguage;
  /**
   * The locale dates and numbers are written in: the computer's own when it speaks the same language
   * ('en-GB' writes 23/11/2026 where 'en' writes 11/23/2026), else the language.
   */
  locale: string;
  /**
   * null for English at a window's first read: its script holds English's messages for its own code. A
   * change to English sends the whole catalog, for sentences main made that the window must say again.
   */
  catalog: CatalogData | null;
}

/**
 * A sentence kept as the catalog message it was made from, so that a window can say it again when the
 * language changes: the message's key and what was put in its placeholders, each text as it came (a
 * host, a server's reply, never translated), a number, or another phrase.
 */
export interface Phrase {
  key: string;
  values?: { [name: string]: string | number | Phrase };
}

/** A sentence main made: the text in the language in use then, and the phrase that says it again. */
export interface Sentence {
  /** What failed and what to do about it, or what happened. Never holds a key. */
  message: string;
  /** Absent where the text came from outside Dialdesk's catalogs (then only `message` can be shown). */
  said?: Phrase;
}

/** The settings file's content; main/settings/schema.ts holds each field's rule and default. */
export type Settings = {
  /** 2 since saved accounts (issue 24): `account` and the account's number rules mirror the active one. */
  version: 2;
  general: { startAtLogin: boolean; language: LanguageSetting };
  account: {
    accountId: string;
    domain: string;
    baseUrlOverride: string;
    extension: string;
    lookupUrl: string;
  };
  numbers: { defaultRegion: string; dialFormat: NumberFormat; lookupFormat: NumberFormat };
  hotkeys: { callSelection: string; lookupSelection: string; quickDial: string };
  notifications: { voicemail: boolean; sound: boolean };
  voicemail: { checkIntervalMinutes: number };
  calls: { confirmHotkeyCalls: boolean; lookupBeforeCalling: boolean };
  lookupCache: { ttlDays: number };
  history: { keepLocalCopy: boolean; days: number };
  /** Check for a newer Dialdesk on a schedule ("Check for updates…" works either way). */
  updates: { checkAutomatically: boolean };
};

/** A change to the settings: any subset of any section's fields. */
export type SettingsPatch = { [S in Exclude<keyof Settings, 'version'>]?: Partial<Settings[S]> };

/**
 * What the person enters for one saved account. Its two keys are not here: they live in the keychain,
 * bound to the account's own id and the origin each was entered for.
 */
export interface AccountFields {
  /** The person's own name for it ("Acme front desk"). */
  name: string;
  accountId: string;
  domain: string;
  baseUrlOverride: string;
  extension: string;
  lookupUrl: string;
  /** The country assumed for numbers written without a country code (ISO 3166-1 alpha-2). */
  defaultRegion: string;
  dialFormat: NumberFormat;
  /** Checks this account's voicemail and announces new messages even while another one is active. */
  watchVoicemail: boolean;
}

/** The built-in demo phone system's place in the list of accounts: always there, never saved. */
export const DEMO_ACCOUNT_ID = 'demo';

/** A saved account as the renderer sees it: its fields, its own id, and what its voicemail watch found. */
export interface AccountEntry extends AccountFields {
  /** The id Dialdesk gave it: its keys, local history and records are named by it. */
  id: string;
  /** Unheard messages where its voicemail was read (the active account, or a watched one); else null. */
  unheardVoicemail: number | null;
  /** Why its voicemail could not be checked, in words; null when it could (or is not watched). */
  voicemailProblem: Sentence | null;
  /**
   * Said of it since this start, in words: it had the id of an account before it in the list (a hand
   * edit) and was given one of its own, so it has no keys or history of its own. Null otherwise.
   */
  note: string | null;
  /** Who decides about it: the person, or the organisation's policies. */
  origin: AccountOrigin;
  /** The fields the organisation sets, which the person cannot change; empty for their own. */
  fixed: (keyof AccountFields)[];
  /**
   * The organisation's account at the same phone system (account id and address) as this one of the
   * person's, which it may be merged into (mergeAccount); null otherwise.
   */
  mergeInto: string | null;
}

/**
 * 'own': the person added it. 'organisation': a policy provides it (the person adds their keys).
 * 'withdrawn': a policy provided it and no longer does: kept, unused, with its keys and history until the
 * person removes it. 'turned-off': the person's own while the organisation allows none: kept, unused.
 */
export type AccountOrigin = 'own' | 'organisation' | 'withdrawn' | 'turned-off';

export interface AccountsView {
  /** The saved account in use, or DEMO_ACCOUNT_ID for the demo. */
  activeId: string;
  /** Saved accounts in the order they were added; the demo is not one of them. */
  accounts: AccountEntry[];
  /**
   * Why accounts cannot be added, edited or removed here, in words: a newer Dialdesk wrote the list,
   * and this one leaves it as it is (main refuses those changes too). Null when they can.
   */
  readOnly: string | null;
  /** Whether the person may add accounts of their own (an organisation's policy may allow none). */
  ownAllowed: boolean;
  /**
   * What this start found wrong with the list and did about it (a damaged file restored from its copy,
   * and where the damaged one is kept; accounts given ids of their own), a paragraph each; empty when
   * the list was read as it was written.
   */
  notices: string[];
}

/** Which account something came from, named for the person. */
export interface AccountRef {
  id: string;
  name: string;
}

/** The direction of a call as the local history stores it. */
export type StoredDirection = 'inbound' | 'outbound' | 'local';

/** Which calls the history shows: all, the missed ones, or those of one direction. */
export type CallKind = 'all' | 'missed' | StoredDirection;

/**
 * A number suggested while typing a name or number (the dial pad, the quick-dial box): a favourite, a
 * contact's, a company directory's or the local history's.
 */
export interface PersonSuggestion {
  name: string;
  /** As the phone system recorded it (or the contact holds it): what a click calls. */
  number: string;
  calls: number;
  /** Seconds since epoch of the latest call with this person (0: none in the local history). */
  lastCallEpoch: number;
  shownNumbers?: ShownNumbers;
  /** From the person's contacts: which contact and which of its numbers (each number its own suggestion). */
  contact?: { id: string; label: NumberLabel };
  /** One of the person's favourites (a starred number of the contact): these come first, in their order. */
  favourite?: true;
  /**
   * Where main found it: a favourite, a contact's number, a company directory's, or the local history's
   * people (a number once, from the first of these that holds it). Every answer of suggestPeople says.
   */
  source?: 'favourite' | 'contact' | 'directory' | 'history';
}

/**
 * One number to call back (main/callbacks): its missed calls and voicemails since it was last answered,
 * called back or marked done, within the last CALL_BACK_DAYS days.
 */
export interface CallBackEntry {
  /** The number's key under the account's rule: what Done and Later name. */
  key: string;
  /** The caller, named by the account's resolver; `number` is what Call back dials. */
  party: Party;
  /** Missed calls and voicemails in it. */
  count: number;
  /** When the first and the latest of them came, seconds since epoch. */
  firstEpoch: number;
  lastEpoch: number;
  /** Whether a voicemail was left. */
  voicemail: boolean;
  /** The latest call to the number since the first of them that nobody answered, ms since epoch; null if none. */
  triedMs: number | null;
  /** The latest missed call's id (History opens on it); null when only a voicemail is known. */
  callId: string | null;
  /** The latest voicemail's id (Voicemail opens on it); null when none is known. */
  voicemailId: string | null;
}

/** The call-back list: entries oldest first. */
export interface CallBackList {
  entries: CallBackEntry[];
  /** Entries snoozed and not yet due: not shown, not counted. */
  snoozed: number;
  /** The list is made from the local copy of history: false while it is off (the list is then empty). */
  available: boolean;
}

/** What the person does with an entry: it is done, or it waits until later today or tomorrow morning. */
export type CallBackMark = 'done' | 'later-today' | 'tomorrow';

/** What a sync announces about missed calls: one notice per call, or one summary for many. */
export type MissedCallNotice =
  | {
      kind: 'call';
      uuid: string;
      /** The caller, named by the account's resolver; `number` is what "Call back" dials. */
      party: Party;
      /** The number's key: its entry in the call-back list (null without a number: no entry). */
      key: string | null;
      startEpoch: number;
    }
  | { kind: 'summary'; count: number; newestEpoch: number };

export interface BackfillProgress {
  done: boolean;
  /** Cancelled by the person: resumes after a restart (or resumeBackfill). */
  paused: boolean;
  /** Records fetched so far (duplicates included). */
  fetched: number;
  /** The oldest call start reached, seconds since epoch; null before the first page. */
  oldestEpoch: number | null;
  /** Where backfill stops: the configured days before it began. */
  cutoffEpoch: number;
}

export interface SyncStatus {
  running: boolean;
  /** ms since epoch of the last sync that completed; null before the first. */
  lastSyncAt: number | null;
  backfill: BackfillProgress;
}

export interface HistoryStatus {
  enabled: boolean;
  /** Calls in the local copy. */
  stored: number;
  sync: SyncStatus | null;
  /** Records the phone system sent that could not be placed in time (no start, or an absurd one): not kept. */
  unplaced: number;
  /** Whether this phone system's records say which calls were missed; 'unknown' until some are stored. */
  missedAlerts: 'available' | 'unavailable' | 'unknown';
  /** A problem that stopped the sync (wrong key...), in plain words; null when none. */
  problem: Sentence | null;
  /** The local copy was unreadable and was moved aside: said once, until the next start. */
  notice: string | null;
}

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
  | 'dnc-not-confirmed'
  | 'outside-calling-hours'
  | 'call-not-pending'
  | 'crm-not-confirmed'
  | 'busy'
  | 'call-rejected'
  | 'internal';

export interface IpcError extends Sentence {
  code: ErrorCode;
  /** For a failed lookup: the `code` and `msg` of the lookup body. */
  lookup?: { code: number | null; msg: string };
  /** For a failed call: true when the phone system may have placed it anyway (timeout, broken connection). */
  callMayRing?: boolean;
  /** What the server or client reported, for a "Details" disclosure under the message. Never holds a key. */
  details?: string;
  /** A refused form (settings-invalid, invalid-argument): each offending field's dotted path and its rule. */
  fields?: Record<string, string>;
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
  /**
   * Why the keychain could not be read (locked, or not there), in words: `pbx` and `lookup` are then
   * false and say nothing of what is stored. Null when it was read.
   */
  keychainProblem: string | null;
}

/** What the person chose on the first-run screen: connect their phone system, or explore the demo. */
export type FirstRunChoice = 'connect' | 'demo';

export interface SettingsView {
  settings: Settings;
  mode: Mode;
  keys: KeyStatus;
  /** Set when the settings file could not be read as it was (what happened, where the original is kept). */
  warning: string | null;
  /** null until the person chose on the first-run screen: in demo mode, the window shows that screen. */
  firstRunChoice: FirstRunChoice | null;
  /** The organisation's policies on this computer, and the settings they lock. */
  policies: PoliciesView;
}

/**
 * A setting an organisation's policy sets, which Settings shows locked: a settings field by its dotted
 * path ('hotkeys.callSelection'), or one of an account's own settings ('crm.template', 'crm.openOnCall',
 * 'callingHours', 'updates.address').
 */
export type LockedSetting =
  | { [S in Exclude<keyof Settings, 'version'>]: `${S}.${keyof Settings[S] & string}` }[Exclude<
      keyof Settings,
      'version'
    >]
  | 'crm.template'
  | 'crm.openOnCall'
  | 'callingHours'
  | 'updates.address';

/** A policy in force: its name as the administrator set it, and its value as written there. */
export interface PolicyInForce {
  name: string;
  value: string;
}

/** A policy Dialdesk did not apply, and why. */
export interface RefusedPolicy {
  name: string;
  reason: Sentence;
}

export interface PoliciesView {
  /** Where this computer's policies are read (the Linux file, the registry keys, the macOS domain). */
  where: string;
  /** Why the source as a whole was refused (a file others could write, a damaged one): the last good set stays. */
  problem: Sentence | null;
  inForce: PolicyInForce[];
  refused: RefusedPolicy[];
  locked: LockedSetting[];
}

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  /**
   * The hotkeys go through the desktop's global-shortcuts portal (a Wayland session): the desktop asks
   * the person to approve them, may let them choose other keys, and tells Dialdesk neither.
   */
  hotkeysThroughPortal?: boolean;
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
export type HistorySearchResult = { records: Call[]; total: number } | null;

export interface PageQuery {
  limit: number;
  offset: number;
}

export interface AudioData {
  bytes: Uint8Array;
  mime: string;
}

export interface VoicemailView {
  record: Voicemail;
  audio: AudioData | null;
}

export interface LookupView {
  /** The number as it was sent to the lookup service. */
  tn: string;
  result: LookupResult;
  /** When the result came from the lookup cache, when it was looked up; null for a fresh lookup. */
  cachedAt: number | null;
  facts: LookupFacts;
  /** The time where it rings (this lookup's state narrowing the area); null for a number of no place. */
  localTime: CalledPartyTime | null;
  /** The name the account's resolver gives the number (main/records), or null. */
  name: string | null;
  shownNumbers?: ShownNumbers;
}

export interface VoicemailStatus {
  /** Listed messages the user has played (or the server marks as saved/read). */
  heard: string[];
  unheard: number;
  /** Why the new-voicemail watch stopped (wrong key, no account), shown once; null when it runs. */
  problem: Sentence | null;
}

export interface SnapshotView {
  records: Voicemail[];
  /** When it was loaded from the phone system ("as of"). */
  at: number;
}

/** History needs none: its local copy answers offline with every stored call. */
export interface OfflineView {
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

/** What splits an exported file's cells: the computer's list separator, as its spreadsheets split on. */
export type CsvSeparator = ',' | ';';

/** An export written: where, how many calls, and the separator its status line names. */
export interface HistoryExported {
  path: string;
  count: number;
  separator: CsvSeparator;
}

/** What the test did and found, for the person ("Read 3 voicemail messages"). */
export type ConnectionTest = Sentence;

/**
 * In-app sources: the user pressed a button in the window, so no confirmation is asked. 'people': a
 * number of the person's own contacts (People, a favourite), dialled as they typed it. 'quick-dial': the
 * quick-dial box, a window of its own that asks its questions (Do Not Call) inside itself.
 */
export type CallSource = 'history' | 'dialpad' | 'lookup' | 'voicemail' | 'people' | 'quick-dial';

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

/** What a number will be dialled as (planCall): nothing is sent to get it. */
export interface DialPlan {
  /** Exactly what goes to the phone system. */
  destination: string;
  /** The number as a person reads it. */
  display: string;
  /** Digits dialled once connected (an extension after the number), or null. */
  dialAfterConnect: string | null;
}

/** A call waiting for the user's Enter (call) or Esc (cancel) in the confirmation window. */
export interface PendingCall {
  id: string;
  source: OutsideCallSource;
  /** The number exactly as it will be sent to the phone system. */
  destination: string;
  display: string;
  /** The name the account's resolver gives the number (main/records), or null. */
  name: string | null;
  /** The extension that will ring first. */
  extension: string;
  dialAfterConnect: string | null;
  facts: LookupFacts | null;
  /** The time where it rings, for the confirmation; null for an extension or a number of no place. */
  localTime: CalledPartyTime | null;
  /** Hotkey calls only: the text that was read and from where. */
  read?: ReadText;
  /** The account whose extension rings, named when more than one is saved; null otherwise. */
  account: AccountRef | null;
}

/** What a contact's number is: the person's own words for it. */
export type NumberLabel = 'work' | 'mobile' | 'home' | 'extension' | 'other';

/** One number of a contact, as main keeps and shows it. */
export interface ContactNumber {
  /** Stable while the number is kept, through edits: favourites and their order hang on it. */
  id: string;
  label: NumberLabel;
  /** As the person typed it: what Call dials, Look up reads and Copy copies. */
  number: string;
  /** In main's display rule (national at home, international abroad). */
  shown: string;
  /** Starred: listed in the tray, at the top of the dial pad and of People. */
  favourite: boolean;
  /**
   * The account an internal extension was saved under (extension 202 is another person on another phone
   * system); null for a public number, which serves every account.
   */
  account: AccountRef | null;
  /** False for an extension of another account than the one in use: shown, never matched, called or starred. */
  usable: boolean;
}

/** A person's contact: theirs alone, kept on this computer, serving every account. */
export interface Contact {
  id: string;
  name: string;
  company: string;
  note: string;
  numbers: ContactNumber[];
  /** Epoch ms of the last change. */
  updatedMs: number;
}

/** A contact as the editor hands it to main: a number's id is null for a number added in this edit. */
export interface ContactDraft {
  name: string;
  company: string;
  note: string;
  numbers: { id: string | null; label: NumberLabel; number: string }[];
}

/** The limits main holds a contact to, said where they bite (the editor shows them). */
export const CONTACT_LIMITS = {
  numbers: 50,
  name: 256,
  company: 256,
  note: 10_000,
  number: 64,
} as const;

/** A contact as a file to import holds it, or as the person keeps it, side by side in the preview. */
export interface ContactSummary {
  name: string;
  company: string;
  note: string;
  numbers: { label: NumberLabel; number: string }[];
}

/** What each contact of the files would do to the person's contacts. */
export type ImportVerdict = 'new' | 'updated' | 'unchanged' | 'conflict';

/** One file of an import, as main read it. */
export interface ImportSource {
  /** The file's name, without its folder. */
  file: string;
  /** What it was read as, in words ("Outlook CSV, German headers, Windows-1252, separated by ;"). */
  readAs: string;
  /** Contacts found in it. */
  contacts: number;
}

/**
 * A contact of the files that the person changed after importing it (or typed themselves) and that the
 * files hold otherwise: never overwritten unless the person chooses the file's.
 */
export interface ImportConflict {
  /** Which contact of the files, within this preview. */
  id: string;
  mine: ContactSummary;
  theirs: ContactSummary;
}

/** The most conflicts a preview lists one by one; the rest follow the choice made for all. */
export const IMPORT_CONFLICTS_LISTED = 100;

/** What importing the chosen files would do, before anything is written. */
export interface ContactsImportPreview {
  /** Names this preview for importContacts; a newer preview replaces it. */
  id: string;
  sources: ImportSource[];
  counts: Record<ImportVerdict, number>;
  /** A few names for each verdict, in the files' order. */
  examples: Record<ImportVerdict, string[]>;
  /** The first IMPORT_CONFLICTS_LISTED conflicts, in the files' order. */
  conflicts: ImportConflict[];
  /** Numbers that hold nothing Dialdesk can dial ("BusinessPhone"), with their contact's name: the first 20. */
  unreadable: { name: string; number: string }[];
  unreadableCount: number;
  /** What was skipped, cut or left out, in words ("3 lines could not be read and were skipped"). */
  notes: string[];
}

/** How a preview's conflicts are settled: each listed one by its id, every other by `others`. */
export interface ImportChoices {
  /** 'file': the file's contact replaces the person's; 'mine': the person's stays as it is. */
  chosen: Record<string, 'file' | 'mine'>;
  others: 'file' | 'mine';
}

/** What an import did. */
export interface ContactsImported {
  added: number;
  updated: number;
  /** Conflicts where the person kept their own. */
  kept: number;
  unchanged: number;
}

/** People → Export: vCard 3.0 (what most importers read best), vCard 4.0, or CSV in Outlook's English headers. */
export type ContactsExportFormat = 'vcard3' | 'vcard4' | 'outlook-csv';

export interface ContactsExported {
  path: string;
  count: number;
  /** What the format could not hold, in words (Outlook's columns hold two home numbers, ...). */
  notes: string[];
}

// ─── Company directories (Settings → Directories) ───

/** What a directory number is, as its attribute or vCard type says. */
export type DirectoryNumberLabel = 'work' | 'mobile' | 'home' | 'extension' | 'other';

/** Which LDAP attributes give what; names are tried in order. */
export interface LdapMapping {
  name: string[];
  company: string;
  department: string;
  title: string;
  numbers: { attribute: string; label: DirectoryNumberLabel }[];
}

/** What an LDAP or Active Directory directory is read with; its password is in the keychain, never here. */
export interface LdapDirectorySettings {
  kind: 'ldap';
  /** ldap://host[:port] or ldaps://host[:port]. */
  url: string;
  /** ldaps: TLS from the first byte; starttls: StartTLS before the bind, never falling back; plain: none. */
  security: 'ldaps' | 'starttls' | 'plain';
  baseDn: string;
  /** '' binds anonymously. */
  bindDn: string;
  /** The person's own filter, AND-ed with the preset's; '' for the preset's alone. */
  filter: string;
  /** 'auto': the preset of what the server's root entry says it is. */
  preset: 'auto' | 'active-directory' | 'openldap';
  /** null: the preset's mapping. */
  mapping: LdapMapping | null;
  /** A company CA's certificate file (PEM), trusted beside the system's roots; null for none. */
  caFile: string | null;
}

/** What a CardDAV address book is read with; its app password is in the keychain, never here. */
export interface CardDavDirectorySettings {
  kind: 'carddav';
  /** What the person typed: a server or an address book's URL. */
  url: string;
  username: string;
  /** The address books chosen (their paths on the host); null for every one found. */
  books: string[] | null;
}

/** A directory's settings of either kind, with its name and the accounts it names numbers on. */
export type DirectoryFields = (LdapDirectorySettings | CardDavDirectorySettings) & {
  /** As the person calls it ("Acme AD"): shown beside its status. */
  name: string;
  /** The saved accounts (or the demo) whose phone systems its numbers belong to, at least one. */
  accounts: string[];
};

/** A company directory as Settings → Directories keeps it. */
export type DirectorySettings = DirectoryFields & { id: string };

/** How a directory's copy on this computer stands. */
export interface DirectoryStatus {
  people: number;
  numbers: number;
  /** When the last good read ended (ms since epoch), or null before the first. */
  readMs: number | null;
  reading: boolean;
  /** Why the last read failed, in words; null once a read goes through. The names of the last good read stay. */
  problem: Sentence | null;
}

export interface DirectoryView {
  settings: DirectorySettings;
  status: DirectoryStatus;
  /** A password is in the keychain for this directory's server (a changed server needs it again). */
  hasPassword: boolean;
  /** What Settings says beside it: plain ldap://, a Global Catalog port, the CardDAV host in use. */
  notes: string[];
  /**
   * The organisation's policies provide it (Directories): it serves every account, only its password is
   * the person's to enter, and it cannot be changed or removed here.
   */
  organisation: boolean;
}

/** A directory as Settings saves it: id null for a new one; password null keeps the one stored. */
export interface DirectoryDraft {
  id: string | null;
  settings: DirectoryFields;
  password: string | null;
}

/** What Test in Settings → Directories found, before anything is saved. */
export type DirectoryProbe =
  | { kind: 'ldap'; serverKind: 'active-directory' | 'openldap'; notes: string[] }
  | { kind: 'carddav'; host: string; books: { href: string; name: string }[] };

/** A starred number of a contact usable on the account in use, in the person's order. */
export interface Favourite {
  numberId: string;
  contactId: string;
  name: string;
  label: NumberLabel;
  /** As typed: what a click calls. */
  number: string;
  shown: string;
}

/**
 * The contacts file's health, in words: `problem` while it cannot be read or written (another process, a
 * read-only folder, a full disk), `restored` once after a damaged file was replaced by its latest backup.
 */
export interface ContactsStatus {
  problem: string | null;
  restored: string | null;
}

export interface RecentCall {
  display: string;
  /** What to pass to placeCall/startCall to call it again. */
  number: string;
  at: number;
  /** The name the account's resolver gives the number (main/records), or null. */
  name: string | null;
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
  /** Opens the quick-dial box. */
  quickDial: HotkeyState;
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
  /** What "Add a note" names this call by (notePlacedCall) while Dialdesk runs. */
  placedId: string;
}

export interface Channels {
  getAppInfo: { request: undefined; response: AppInfo };
  getSettings: { request: undefined; response: SettingsView };
  /** The language in use and its catalog: a window asks before it first draws. */
  getLanguage: { request: undefined; response: LanguagePack };
  updateSettings: { request: SettingsPatch; response: SettingsView };
  setKey: { request: { kind: KeyKind; value: string }; response: KeyStatus };
  clearKey: { request: { kind: KeyKind }; response: KeyStatus };
  testPhoneSystem: { request: undefined; response: ConnectionTest };
  /** Only on an explicit request: lookups may be charged. */
  testLookup: { request: { number: string }; response: ConnectionTest };
  /**
   * Whether the lookup service accepts the saved key, by one basic lookup of a test number (a number it
   * has no data for still proves the key). Asked by Save only when the key or the lookup URL changed:
   * a lookup may be charged.
   */
  testLookupKey: { request: undefined; response: ConnectionTest };
  /** The person's choice on the first-run screen, kept so the screen is not shown again. */
  chooseFirstRun: { request: { choice: FirstRunChoice }; response: SettingsView };
  listHistory: { request: HistoryQuery; response: Call[] };
  getCallRecord: { request: { uuid: string }; response: Call };
  listRecordings: { request: PageQuery; response: Recording[] };
  getRecordingAudio: { request: { uuid: string }; response: AudioData };
  listVoicemail: { request: undefined; response: Voicemail[] };
  getVoicemail: { request: { uuid: string }; response: VoicemailView };
  /** From the lookup cache when fresh, unless refresh asks for a new (possibly charged) lookup. */
  lookupNumber: { request: { number: string; refresh?: boolean }; response: LookupView };
  /** Cached facts only: never places a lookup. */
  getLookupFacts: { request: { number: string }; response: LookupFacts | null };
  /**
   * The facts a call is checked against before it is placed (its DNC flag): cached ones, or a new lookup
   * only where the person turned on looking up before calling (lookups may be charged); null: not checked.
   */
  getCallFacts: { request: { number: string }; response: LookupFacts | null };
  /**
   * The time where the number rings and the account's calling hours' verdict, by main's clock, from the
   * lookup cache only; null for an extension or a number of no place.
   */
  getCalledPartyTime: { request: { number: string }; response: CalledPartyTime | null };
  getVoicemailStatus: { request: undefined; response: VoicemailStatus };
  markHeard: { request: { uuid: string }; response: VoicemailStatus };
  /** Asks where to save (a dialog), then writes the audio; null when the user cancelled. */
  saveAudio: {
    request: { kind: 'voicemail' | 'recording'; uuid: string; hint: AudioNameHint };
    response: { path: string } | null;
  };
  /** Asks where to save, loads every page of the range, writes CSV; null when cancelled. */
  exportHistory: { request: HistoryExportRequest; response: HistoryExported | null };
  cancelExport: { request: undefined; response: null };
  /** Shows a file this app saved (an export, audio) in the system's file manager; no other path. */
  showInFolder: { request: { path: string }; response: null };
  getOfflineSnapshot: { request: undefined; response: OfflineView };
  /**
   * Places a call at once. A number the lookup flags as Do Not Call is refused (dnc-not-confirmed) unless
   * `dncConfirmed` says the person was warned and chose to call it; a call outside the account's calling
   * hours where it rings, likewise (outside-calling-hours) unless `hoursConfirmed`.
   */
  placeCall: {
    request: { number: string; source: CallSource; dncConfirmed?: boolean; hoursConfirmed?: boolean };
    response: CallOutcome;
  };
  /**
   * What placeCall would dial for the number from the source on the account in use, without calling:
   * the quick-dial box shows a typed number as it will be dialled. 'no-number' (in words) where none.
   */
  planCall: { request: { number: string; source: CallSource }; response: DialPlan };
  getPendingCall: { request: undefined; response: PendingCall | null };
  /** Places the pending call: once, whatever happens, even if confirmed twice. */
  confirmPendingCall: { request: { id: string }; response: CallOutcome };
  cancelPendingCall: { request: { id: string }; response: null };
  listRecentCalls: { request: undefined; response: RecentCall[] };
  getHotkeyStatus: { request: undefined; response: HotkeyStatus };
  searchHistory: { request: HistorySearch; response: HistorySearchResult };
  /**
   * The numbers a name, initials, a company or digits find among the favourites, contacts, directories and
   * the local history's people (main/history/suggestion-match.ts), ranked as suggestion-rank.ts ranks
   * them: favourites, then how often and lately called, then how well they match. The dial pad and the
   * quick-dial box both ask this.
   */
  suggestPeople: { request: { text: string; limit: number }; response: PersonSuggestion[] };
  getHistoryStatus: { request: undefined; response: HistoryStatus };
  listCallBacks: { request: undefined; response: CallBackList };
  /**
   * Marks an entry done or snoozes it, up to its latest call as shown (`through`, seconds since epoch): a
   * call from the number that came after that reopens it. Answers the list as it is then.
   */
  markCallBack: { request: { key: string; through: number; mark: CallBackMark }; response: CallBackList };
  cancelHistoryBackfill: { request: undefined; response: HistoryStatus };
  /** "Delete local history": removes the file at once. */
  deleteLocalHistory: { request: undefined; response: HistoryStatus };
  /**
   * The confirmation page's content measured in CSS px: main sizes the window to it at the current zoom,
   * within the screen. Only the confirmation window may ask (a window channel, see WindowChannel).
   */
  fitConfirmWindow: { request: ContentSize; response: null };
  /**
   * The quick-dial box is done (Esc, a call sent): main hides it; with `lookUp`, main then looks the
   * number up as the lookup hotkey does (a notification). Only the box may ask (a window channel).
   */
  closeQuickDial: { request: { lookUp?: string }; response: null };
  listAccounts: { request: undefined; response: AccountsView };
  /** Makes one saved account (or the demo) the one in use: the window starts afresh for it. */
  switchAccount: { request: { id: string }; response: AccountsView };
  /** Saves a new account and makes it the one in use, so that its keys can be entered next. */
  addAccount: { request: AccountFields; response: AccountsView };
  /** Changes some of a saved account's fields (a rename, its voicemail watch...). */
  editAccount: { request: { id: string; patch: Partial<AccountFields> }; response: AccountsView };
  /**
   * Removes a saved account with its keys, local history, heard and seen records, recent calls and lookup
   * cache. The renderer asks the person first; this does it.
   */
  removeAccount: { request: { id: string }; response: AccountsView };
  /**
   * Merges one of the person's accounts into the organisation's account at the same phone system: its
   * keys, its extension and other fields of the person's, and its history on this computer go there.
   */
  mergeAccount: { request: { id: string }; response: AccountsView };
  /**
   * Settings' "Check for updates…": checks now and answers in words ("Dialdesk 1.3.2 is up to date").
   * The shell answers it (updates belong to the installation, not to the core).
   */
  checkForUpdates: { request: undefined; response: { message: string } };
  /** Whether this installation checks for updates, and if not why: Settings says it (UpdateMode). */
  getUpdateMode: { request: undefined; response: UpdateMode };
  /**
   * Settings' "Press the hotkey to test": for ten seconds the next press of any Dialdesk hotkey is told
   * (hotkeyHeard) instead of acted on. The shell answers it: the hotkeys are the installation's.
   */
  testHotkeys: { request: undefined; response: null };
  /** The person's contacts whose name, company, note or number holds `text` ('' for all), by name. */
  listContacts: { request: { text: string }; response: Contact[] };
  getContact: { request: { id: string }; response: Contact };
  /** The contact holding this number on the account in use, or null: "Edit contact" or "Save to contacts". */
  contactForNumber: { request: { number: string }; response: Contact | null };
  /** Creates (id null) or replaces a contact; its numbers keyed under the account in use. */
  saveContact: { request: { id: string | null; draft: ContactDraft }; response: Contact };
  /** Deletes a contact and answers it as it was, for the window's Undo (restoreContact). */
  deleteContact: { request: { id: string }; response: Contact };
  /** Puts back a contact deleteContact answered, with its ids, favourites and their places. */
  restoreContact: { request: { contact: Contact }; response: Contact };
  listFavourites: { request: undefined; response: Favourite[] };
  setFavourite: { request: { numberId: string; favourite: boolean }; response: Favourite[] };
  /** The favourites in the person's order: every starred number usable here, each once. */
  orderFavourites: { request: { numberIds: string[] }; response: Favourite[] };
  getContactsStatus: { request: undefined; response: ContactsStatus };
  /**
   * People → Import…: asks for files (vCard or CSV, one or several), reads them and answers what importing
   * them would do; nothing is written. Null when the person cancelled the dialog.
   */
  previewContactsImport: { request: undefined; response: ContactsImportPreview | null };
  /** Imports what the preview showed, all or nothing, settling its conflicts as chosen. */
  importContacts: { request: { previewId: string; choices: ImportChoices }; response: ContactsImported };
  /** Stops reading files for a preview, or forgets the preview shown. */
  cancelContactsImport: { request: undefined; response: null };
  /** Writes the contacts People lists for this search text ('' for all) to a file the person chooses; null if cancelled. */
  /** Settings → Directories: every directory with its status. */
  listDirectories: { request: undefined; response: DirectoryView[] };
  /**
   * What this start found wrong with the directories' settings file and did about it (a damaged file
   * moved aside, and where), a paragraph each; empty when it was read as written.
   */
  directoryNotices: { request: undefined; response: string[] };
  /** Saves a directory (its password into the keychain, bound to its server) and reads it at once. */
  saveDirectory: { request: DirectoryDraft; response: DirectoryView[] };
  /** Removes the directory, its copy on this computer and its keychain entry. */
  removeDirectory: { request: { id: string }; response: DirectoryView[] };
  /** Reaches the server with these settings (and the stored password where none is given), saving nothing. */
  probeDirectory: { request: DirectoryDraft; response: DirectoryProbe };
  /** Reads the directory now (in full), and answers once the read has ended. */
  readDirectoryNow: { request: { id: string }; response: DirectoryView[] };
  exportContacts: {
    request: { format: ContactsExportFormat; text: string };
    response: ContactsExported | null;
  };
  /** The account's outcomes in the person's order, retired ones left out. */
  listNoteOutcomes: { request: undefined; response: NoteOutcome[] };
  /**
   * Saves the account's list of outcomes: those with an id keep it (a rename), those without are added;
   * a listed outcome left out is retired, never deleted (old calls keep it). Answers the list as saved.
   */
  saveNoteOutcomes: {
    request: { outcomes: { id: string | null; label: string }[] };
    response: NoteOutcome[];
  };
  /** Writes the note on a call or voicemail of the account in use; '' and no outcome removes it (null). */
  saveNote: {
    request: { target: NoteTarget; text: string; outcomeId: string | null };
    response: RecordNote | null;
  };
  /**
   * "Add a note" after a call placed from Dialdesk (CallOutcome.placedId): it waits under the number until
   * a record of the call comes, on the account the call was placed on.
   */
  notePlacedCall: { request: { placedId: string; text: string; outcomeId: string | null }; response: null };
  /** The notes waiting under this number on the account in use (no record of their call came), newest first. */
  listNumberNotes: { request: { number: string }; response: NumberNote[] };
  /** How many notes a saved account keeps: the question before removing it names them. */
  countAccountNotes: { request: { id: string }; response: number };
  /** The account in use's Open in CRM settings. */
  getCrmSettings: { request: undefined; response: CrmSettings };
  /** The account in use's calling hours. */
  getCallingHours: { request: undefined; response: CallingHours };
  /** Saves them; an end not after the start, or a minute outside the day, is refused in words. */
  saveCallingHours: { request: CallingHours; response: CallingHours };
  /**
   * Saves them; a template with a placeholder in its scheme, user, password or host, a scheme other than
   * https: or the custom one, or a key of the account in it, is refused in words.
   */
  saveCrmSettings: { request: CrmSettings; response: CrmSettings };
  /** The address Open in CRM would open for the party; null when the account has no template. */
  getCrmAddress: { request: CrmParty; response: CrmAddress | null };
  /**
   * Opens the party's record through the system (the browser, or the custom scheme's app). The first
   * address of a template opens only with `shown`: the window showed it and the person chose to open it
   * (else 'crm-not-confirmed'). Answers the address opened.
   */
  openInCrm: { request: { party: CrmParty; shown: boolean }; response: { address: string } };
}

/**
 * How this installation updates: 'checks' (on a schedule and on request), or never, because it is a
 * development run, was built without an update address, or the administrator turned checks off
 * ('managed': the organisation manages updates).
 */
export type UpdateMode = 'checks' | 'development-run' | 'no-address' | 'managed';

/** A page's content size in CSS px, before zoom: main multiplies by the zoom factor it set. */
export interface ContentSize {
  width: number;
  height: number;
}

export type Channel = keyof Channels;
/**
 * Channels about the window that sends them, answered by main's shell rather than the core (which has
 * no windows). Each is served only to its own window: main/ipc/register.ts checks the sender.
 */
export type WindowChannel = 'fitConfirmWindow' | 'closeQuickDial';
/** Channels main's shell answers for any app window: what belongs to the installation, not the core. */
export type InstallationChannel = 'checkForUpdates' | 'getUpdateMode' | 'testHotkeys';
/** The channels the core answers. */
export type CoreChannel = Exclude<Channel, WindowChannel | InstallationChannel>;
export type RequestOf<C extends Channel> = Channels[C]['request'];
export type ResponseOf<C extends Channel> = Channels[C]['response'];

export interface Events {
  settingsChanged: SettingsView;
  /** The language setting, or the computer's language it follows, changed: every window speaks it at once. */
  languageChanged: LanguagePack;
  callStarted: CallOutcome;
  /** A hotkey, tray item, link or command line asks to call: the confirmation window shows it. */
  callNeedsConfirmation: PendingCall;
  /** The pending call was confirmed, cancelled or replaced: the confirmation window closes. */
  pendingCallClosed: { id: string };
  hotkeyStatusChanged: HotkeyStatus;
  /** A hotkey test (testHotkeys) heard this hotkey pressed; null: ten seconds passed without a press. */
  hotkeyHeard: { hotkey: keyof HotkeyStatus | null };
  /** The quick-dial box was shown again (hotkey, tray, command line): its page starts with an empty field. */
  quickDialShown: null;
  /** The shell asks the window to show a view (tray item, notification click, quick lookup). */
  navigate: NavigateRequest;
  voicemailStatus: VoicemailStatus;
  /**
   * Messages never seen before, on the active account or a watched one (the shell notifies naming the
   * account; the window refreshes its list only for the active one).
   */
  voicemailArrived: { records: Voicemail[]; account: AccountRef };
  /** The saved accounts, the active one, or a watched account's unheard count changed. */
  accountsChanged: AccountsView;
  /**
   * Contacts or favourites changed (in any window, or a file restored): views re-read them, and names
   * shown are resolved again.
   */
  contactsChanged: { favourites: Favourite[]; status: ContactsStatus };
  /** Records loaded so far by a running export. */
  exportProgress: { loaded: number };
  /** Sync progress, problems, whether missed-call alerts are possible. */
  historyStatus: HistoryStatus;
  /** How many numbers are still to call back (the tray, the sidebar) changed, or an entry in it. */
  callBacksChanged: { count: number };
  /** New missed calls found by a sync (the shell notifies): one notice each, or one summary. */
  missedCalls: { notices: MissedCallNotice[] };
  /** Calls were added to the local copy (or it was deleted): an open history view reloads. */
  historyChanged: { added: number };
  /** A directory's read started, ended or failed, or the list changed: Settings → Directories redraws. */
  directoriesChanged: { directories: DirectoryView[] };
}

export type NavigateRequest =
  | { view: 'recordings' | 'settings' | 'dialpad' }
  /** A call in History (a notice's call when the number has no entry to call back). */
  | { view: 'history'; uuid?: string }
  /** The call-back list, on the entry of this number key when there is one (a missed-call notice). */
  | { view: 'callbacks'; key?: string }
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

/**
 * Every channel once, as the keys of a record typed by the channel map: a missing or unknown name fails
 * to compile. The preload builds window.dialdesk from it and main registers one handler per name.
 */
const CHANNEL_NAMES: Record<Channel, true> = {
  getAppInfo: true,
  getSettings: true,
  getLanguage: true,
  updateSettings: true,
  setKey: true,
  clearKey: true,
  testPhoneSystem: true,
  testLookup: true,
  testLookupKey: true,
  chooseFirstRun: true,
  listHistory: true,
  getCallRecord: true,
  listRecordings: true,
  getRecordingAudio: true,
  listVoicemail: true,
  getVoicemail: true,
  lookupNumber: true,
  getLookupFacts: true,
  getCallFacts: true,
  getCalledPartyTime: true,
  getVoicemailStatus: true,
  markHeard: true,
  saveAudio: true,
  exportHistory: true,
  cancelExport: true,
  showInFolder: true,
  getOfflineSnapshot: true,
  placeCall: true,
  planCall: true,
  getPendingCall: true,
  confirmPendingCall: true,
  cancelPendingCall: true,
  listRecentCalls: true,
  getHotkeyStatus: true,
  searchHistory: true,
  suggestPeople: true,
  getHistoryStatus: true,
  listCallBacks: true,
  markCallBack: true,
  cancelHistoryBackfill: true,
  deleteLocalHistory: true,
  fitConfirmWindow: true,
  closeQuickDial: true,
  listAccounts: true,
  switchAccount: true,
  addAccount: true,
  editAccount: true,
  removeAccount: true,
  mergeAccount: true,
  checkForUpdates: true,
  getUpdateMode: true,
  testHotkeys: true,
  listContacts: true,
  getContact: true,
  contactForNumber: true,
  saveContact: true,
  deleteContact: true,
  restoreContact: true,
  listFavourites: true,
  setFavourite: true,
  orderFavourites: true,
  getContactsStatus: true,
  previewContactsImport: true,
  importContacts: true,
  cancelContactsImport: true,
  listDirectories: true,
  directoryNotices: true,
  saveDirectory: true,
  removeDirectory: true,
  probeDirectory: true,
  readDirectoryNow: true,
  exportContacts: true,
  listNoteOutcomes: true,
  saveNoteOutcomes: true,
  saveNote: true,
  notePlacedCall: true,
  listNumberNotes: true,
  countAccountNotes: true,
  getCrmSettings: true,
  saveCrmSettings: true,
  getCallingHours: true,
  saveCallingHours: true,
  getCrmAddress: true,
  openInCrm: true,
};
export const CHANNELS = Object.keys(CHANNEL_NAMES) as readonly Channel[];

/** The window channels, once each, checked as the channels are: main refuses them from other windows. */
const WINDOW_CHANNEL_NAMES: Record<WindowChannel, true> = { fitConfirmWindow: true, closeQuickDial: true };
export const WINDOW_CHANNELS = Object.keys(WINDOW_CHANNEL_NAMES) as readonly WindowChannel[];

/** Every event once, checked as the channels are. */
const EVENT_NAMES: Record<EventName, true> = {
  settingsChanged: true,
  languageChanged: true,
  callStarted: true,
  callNeedsConfirmation: true,
  pendingCallClosed: true,
  hotkeyStatusChanged: true,
  hotkeyHeard: true,
  quickDialShown: true,
  navigate: true,
  voicemailStatus: true,
  voicemailArrived: true,
  exportProgress: true,
  historyStatus: true,
  callBacksChanged: true,
  missedCalls: true,
  historyChanged: true,
  accountsChanged: true,
  contactsChanged: true,
  directoriesChanged: true,
};
export const EVENTS = Object.keys(EVENT_NAMES) as readonly EventName[];

/** The Electron IPC channel name for a contract channel or event. */
export const ipcName = (name: Channel | EventName): string => `dialdesk:${name}`;
