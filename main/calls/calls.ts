// Every way a call starts, and the one way it is placed: in-app buttons place at once; calls from
// outside the window (hotkey, tray, link, command line) wait for the user's confirmation unless the user
// let hotkey calls skip it. A number the lookup flags as Do Not Call is never placed without a second,
// explicit step: the window's call flow warns and asks (then says dncConfirmed), and a hotkey call that
// would skip the confirmation is confirmed after all. A call outside the account's calling hours where it
// rings (main/hours, by the injected clock) asks the same way: the window says hoursConfirmed, and a
// hotkey call that would skip the confirmation is confirmed. Whatever the path, one action sends at most one
// originate (the dialer's lock), and a confirmation can be used once. A call belongs to the account it
// was started from: a confirmation still open when the person switches accounts rings that account's
// extension (the confirmation names it), and what it places is remembered among that account's recent calls.
import type {
  AccountRef,
  CallOutcome,
  CallSource,
  DialPlan,
  Events,
  OutsideCallSource,
  PendingCall,
  ReadText,
} from '../../preload/contract';
import { IN_SETTINGS, phrase } from '../../preload/shared/i18n/phrase';
import type { CallBacks } from '../callbacks/service';
import type { Connections } from '../connections/connections';
import type { CrmService } from '../crm/crm-service';
import { CoreError } from '../errors/core-errors';
import type { CalledTime } from '../hours/called-time';
import type { Lookups } from '../lookups/lookups';
import type { NotesService } from '../notes/service';
import type { RecordEdge } from '../records';
import type { Settings } from '../settings';
import { type CallPlan, planCall } from './call-plan';
import { createDialer } from './dialer';
import type { RecentCalls, StoredRecentCall } from './recent-calls';

export type StartedCall =
  | { kind: 'confirm'; pending: PendingCall }
  | { kind: 'placed'; outcome: CallOutcome };

type Emit = <E extends 'callStarted' | 'callNeedsConfirmation' | 'pendingCallClosed'>(
  event: E,
  payload: Events[E],
) => void;

/** What the person confirmed before a call from the window: a Do Not Call flag, the hour there. */
export interface Confirmed {
  dnc: boolean;
  hours: boolean;
}

export interface Calls {
  /**
   * A button in the window: placed at once, unless a DNC number, or one where it is outside the calling
   * hours, was not confirmed (refused).
   */
  place(text: string, source: CallSource, confirmed: Confirmed): Promise<CallOutcome>;
  /** What place would dial for the text from the source, on the account in use; nothing is sent. */
  plan(text: string, source: CallSource): DialPlan;
  /** `read`: for a hotkey, what was read and from where, shown with the confirmation. */
  start(text: string, source: OutsideCallSource, read?: ReadText): Promise<StartedCall>;
  pending(): PendingCall | null;
  confirm(id: string): Promise<CallOutcome>;
  cancel(id: string): void;
  recent(): Promise<StoredRecentCall[]>;
  /** A call placed in this run by CallOutcome.placedId (the latest PLACED_KEPT), or null. */
  placed(placedId: string): PlacedCall | null;
}

/** Calls placed in this run that "Add a note" can still name: far more than a person notes at once. */
export const PLACED_KEPT = 50;

/** A call placed in this run: on which account, to which number, when (notePlacedCall finds it by its id). */
export interface PlacedCall {
  account: CallAccount;
  /** The number exactly as sent to the phone system. */
  destination: string;
  placedMs: number;
}

/** What a call is placed with: the account in use when it was asked for. */
export interface CallAccount {
  settings(): Settings;
  connections: Connections;
  lookups: Lookups;
  recentCalls: RecentCalls;
  /** The numbers the person starred on their contacts, usable on this account, as they typed them. */
  favouriteNumbers(): string[];
  /** Names the number to confirm as every view names it (main/records). */
  records: Pick<RecordEdge, 'parties'>;
  /** Named in the confirmation when more than one account is saved; null otherwise. */
  named: AccountRef | null;
  /** Where "Add a note" after a call placed on this account keeps the note (main/notes). */
  notes: Pick<NotesService, 'addWaiting'>;
  /** Opens the number's record in the account's CRM when the person asked for that (main/crm). */
  crm: Pick<CrmService, 'callPlaced'>;
  /** Where a call placed is a try on the number's entry to call back (main/callbacks). */
  callBacks: Pick<CallBacks, 'placed'>;
  /** The time where a number rings and its calling hours' verdict (main/hours). */
  calledTime: CalledTime;
}

export function createCalls(options: {
  /** The account in use now. */
  account(): CallAccount;
  emit: Emit;
  /** See DialerOptions.lockMs. */
  lockMs?: number;
  now?: () => number;
}): Calls {
  const { emit } = options;
  const dialer = createDialer({ lockMs: options.lockMs });
  let waiting: { call: PendingCall; plan: CallPlan; account: CallAccount } | null = null;
  const now = options.now ?? Date.now;
  /** The calls placed in this run, oldest first, by their placedId. */
  const placed = new Map<string, PlacedCall>();

  /** The one place a call is sent: one originate through the dialer's lock, then remembered. */
  const send = async (account: CallAccount, plan: CallPlan, redial: string): Promise<CallOutcome> => {
    const { connections, recentCalls } = account;
    const { client, extension } = await connections.phoneSystem();
    if (extension === '')
      throw new CoreError('not-configured', phrase('calls.enterExtension', { where: IN_SETTINGS }));
    const placedMs = now();
    const sent = await dialer.place(plan, extension, (request) => client.originate(request));
    // node:crypto loads with the first call, not as main loads: loading it costs 5 ms.
    const outcome: CallOutcome = { ...sent, placedId: process.getBuiltinModule('node:crypto').randomUUID() };
    placed.set(outcome.placedId, { account, destination: plan.destination, placedMs });
    for (const [id] of placed) {
      if (placed.size <= PLACED_KEPT) break;
      placed.delete(id);
    }
    // The call is placed: failing to remember it must not make it look failed (and be tried again).
    await recentCalls.add({ display: plan.display, number: redial }).catch((error: unknown) => {
      console.warn('Dialdesk: the call was placed but could not be added to recent calls', error);
    });
    try {
      account.callBacks.placed(plan.destination, placedMs);
    } catch (error) {
      console.warn('Dialdesk: the call was placed but could not be marked as tried to call back', error);
    }
    // Nor must its record failing to open in the CRM: the browser not starting is no failed call.
    void account.crm.callPlaced(plan.destination).catch((error: unknown) => {
      console.warn('Dialdesk: the call was placed but its record could not be opened in the CRM', error);
    });
    emit('callStarted', outcome);
    return outcome;
  };

  const close = () => {
    if (waiting) emit('pendingCallClosed', { id: waiting.call.id });
    waiting = null;
  };

  /** Takes the pending call with this id, so that a second confirm finds nothing to place. */
  const take = (id: string) => {
    const taken = waiting?.call.id === id ? waiting : null;
    if (!taken) throw new CoreError('call-not-pending', phrase('calls.notPending'));
    close();
    return taken;
  };

  return {
    plan: (text, source) => planCall(text, source, options.account().settings().numbers),
    async place(text, source, confirmed) {
      const account = options.account();
      const { settings, lookups } = account;
      const plan = planCall(text, source, settings().numbers);
      // Cached facts only: the window's call flow has already looked up where the person asked for it.
      const facts = await lookups.cachedFacts(text);
      if (!confirmed.dnc && facts?.doNotCall === true)
        throw new CoreError('dnc-not-confirmed', phrase('calls.doNotCall', { number: plan.display }));
      if (!confirmed.hours && (await account.calledTime(plan.display, facts))?.verdict === 'outside')
        throw new CoreError('outside-calling-hours', phrase('calls.outsideHours', { number: plan.display }));
      return send(account, plan, text);
    },
    async start(text, source, read) {
      const account = options.account();
      const { settings, connections, lookups, recentCalls } = account;
      // The tray lists recent calls by the number they were placed with, and favourites as the person typed
      // them on their contact: each dialled as given, as the dial pad dials, not searched as free text.
      const given =
        source === 'tray' &&
        (account.favouriteNumbers().includes(text) ||
          (await recentCalls.list()).some((c) => c.number === text));
      const plan = planCall(text, given ? 'dialpad' : source, settings().numbers);
      const checked = lookups.factsBeforeCall(text);
      // The time where the number the plan dials rings.
      const timed = checked.then((facts) => account.calledTime(plan.display, facts));
      // Hotkey calls may skip the confirmation, never for a number flagged Do Not Call or one where it is
      // outside the calling hours.
      const skip = source === 'hotkey' && !settings().calls.confirmHotkeyCalls;
      if (skip && (await checked)?.doNotCall !== true && (await timed)?.verdict !== 'outside')
        return { kind: 'placed', outcome: await send(account, plan, text) };
      const [{ extension }, facts, localTime] = await Promise.all([
        connections.phoneSystem(),
        checked,
        timed,
      ]);
      // A newer request replaces a waiting one: only what the user sees last can be confirmed.
      close();
      const [party] = account.records.parties([{ name: null, number: plan.destination }]);
      const call: PendingCall = {
        id: process.getBuiltinModule('node:crypto').randomUUID(),
        source,
        ...plan,
        name: party?.name ?? null,
        extension,
        facts,
        localTime,
        ...(read && { read }),
        account: account.named,
      };
      waiting = { call, plan, account };
      emit('callNeedsConfirmation', call);
      return { kind: 'confirm', pending: call };
    },
    pending: () => waiting?.call ?? null,
    async confirm(id) {
      const { call, plan, account } = take(id);
      return send(account, plan, call.display);
    },
    cancel(id) {
      take(id);
    },
    recent: () => options.account().recentCalls.list(),
    placed: (placedId) => placed.get(placedId) ?? null,
  };
}
