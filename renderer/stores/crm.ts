// Open in CRM (issue 49), as a window sees it: the account in use's settings (read once, again when they
// are saved or the account changes), and the one request in progress, at the place it was asked from
// (a call's detail, a History row, a voicemail, Lookup, the confirmation). Pressing the action asks main
// for the address: an address of a template the person has opened before opens at once; the first one
// of a template waits for the person to read it and choose Open (main refuses to open it unseen). What
// came of it (opened, or why not, in main's words) stays at that place until it is left or replaced.
import { createStore } from 'zustand/vanilla';
import type { Call, CrmParty, CrmSettings, DialdeskApi, IpcError, Result } from '../../preload/contract';
import { phrase, sentence } from '../../preload/shared/i18n/phrase';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

/**
 * asking: main makes the address; showing: the address waits for Open or Cancel; opening: on its way to
 * the system; opened: the system took it; failed: `error` says why.
 */
export type CrmPhase = 'asking' | 'showing' | 'opening' | 'opened' | 'failed';

export interface CrmRequest {
  /** Where the action was pressed: only that place shows the request. */
  place: string;
  party: CrmParty;
  phase: CrmPhase;
  /** The address shown, or opened; null while main has not made it. */
  address: string | null;
  error: IpcError | null;
}

export interface CrmState {
  /** The account in use's settings; null until read. */
  settings: CrmSettings | null;
  settingsLoad: Loadable;
  request: CrmRequest | null;
  /** Reads the settings unless they are read, or being read. */
  read(): Promise<void>;
  /** Another account: its settings are its own, and a request made for the other one is dropped. */
  reload(): Promise<void>;
  /** Saves them; main refuses a template it would not open, in words. */
  save(settings: CrmSettings): Promise<Result<CrmSettings>>;
  /** The action pressed at `place` for `party`: opens the record, or shows its address first. */
  ask(place: string, party: CrmParty): Promise<void>;
  /** Open, under the address shown. */
  open(): Promise<void>;
  /** Cancel, under the address shown: nothing opens. */
  cancel(): void;
  /** The place was left (or its outcome put away): its request goes. */
  dismiss(place: string): void;
}

type CrmApi = Pick<DialdeskApi, 'getCrmSettings' | 'saveCrmSettings' | 'getCrmAddress' | 'openInCrm'>;

/** Whether the account in use has a template: the action is offered only then. */
export const crmOffered = (state: Pick<CrmState, 'settings'>): boolean =>
  (state.settings?.template ?? '') !== '';

/**
 * Where an address opens: an https: one in the browser, another (a scheme the person allowed) in the
 * app the computer registered for its scheme.
 */
export function opensIn(address: string): { kind: 'browser' } | { kind: 'app'; scheme: string } {
  const scheme = address.slice(0, Math.max(0, address.indexOf(':'))).toLowerCase();
  return scheme === 'https' || scheme === '' ? { kind: 'browser' } : { kind: 'app', scheme };
}

/** A call's party as its record has it: what the template's placeholders are filled from. */
export const crmPartyOfCall = (call: Pick<Call, 'id' | 'party' | 'direction'>): CrmParty => ({
  number: call.party.number,
  name: call.party.name,
  callId: call.id,
  direction: call.direction,
});

/** Main has no template any more (removed in another window since the action was drawn). */
const noTemplate = (): IpcError => ({ code: 'not-configured', ...sentence(phrase('crm.noTemplate')) });

export function createCrmStore(api: CrmApi) {
  return createStore<CrmState>()((set, get) => {
    // Of two reads of the settings (a change of account, a save), only the latest one's answer counts.
    let settingsTurn = 0;
    const readSettings = async () => {
      const mine = ++settingsTurn;
      set({ settingsLoad: LOADING });
      const result = await api.getCrmSettings();
      if (mine !== settingsTurn) return;
      set(result.ok ? { settings: result.value, settingsLoad: READY } : { settingsLoad: failed(result) });
    };

    /** The request on show is still `request`: an answer about one replaced or left changes nothing. */
    const current = (request: CrmRequest) => get().request === request;

    /** Shows the party's address, or opens it at once where the person has seen one of its template. */
    const addressFor = async (request: CrmRequest, openSeen: boolean) => {
      const found = await api.getCrmAddress(request.party);
      if (!current(request)) return;
      if (!found.ok) {
        set({ request: { ...request, phase: 'failed', error: found.error } });
      } else if (found.value === null) {
        set({ request: { ...request, phase: 'failed', error: noTemplate() } });
        void readSettings();
      } else if (found.value.confirmed && openSeen) {
        await send({ ...request, phase: 'opening', address: found.value.address }, false);
      } else {
        set({ request: { ...request, phase: 'showing', address: found.value.address } });
      }
    };

    const send = async (request: CrmRequest, shown: boolean) => {
      set({ request });
      const result = await api.openInCrm({ party: request.party, shown });
      if (!current(request)) return;
      if (result.ok) set({ request: { ...request, phase: 'opened', address: result.value.address } });
      // The template changed between the address and the opening (saved in another window): the new
      // one's address is shown first, as main asks.
      else if (result.error.code === 'crm-not-confirmed' && !shown) await addressFor(request, false);
      else set({ request: { ...request, phase: 'failed', error: result.error } });
    };

    return {
      settings: null,
      settingsLoad: IDLE,
      request: null,
      async read() {
        const { settings, settingsLoad } = get();
        if (settings !== null || settingsLoad.status === 'loading') return;
        await readSettings();
      },
      async reload() {
        set({ settings: null, settingsLoad: IDLE, request: null });
        await readSettings();
      },
      async save(settings) {
        const result = await api.saveCrmSettings(settings);
        if (result.ok) {
          settingsTurn += 1;
          // An address of the template before is no longer the one that would open.
          set({ settings: result.value, settingsLoad: READY, request: null });
        }
        return result;
      },
      async ask(place, party) {
        // A second press while the first is on its way opens nothing twice.
        const before = get().request;
        if (before?.place === place && (before.phase === 'asking' || before.phase === 'opening')) return;
        const request: CrmRequest = { place, party, phase: 'asking', address: null, error: null };
        set({ request });
        await addressFor(request, true);
      },
      async open() {
        const request = get().request;
        if (request?.phase !== 'showing') return;
        await send({ ...request, phase: 'opening' }, true);
      },
      cancel() {
        if (get().request?.phase === 'showing') set({ request: null });
      },
      dismiss(place) {
        if (get().request?.place === place) set({ request: null });
      },
    };
  });
}

export type CrmStore = ReturnType<typeof createCrmStore>;
