// The call confirmation window (index.html#confirm): a call asked for from outside the app (hotkey,
// tray, link, command line) waits here for Enter (call) or Esc (cancel). Keyboard first: focus lands on
// Call, except for a number the lookup flags do-not-call: there focus lands on Cancel and Enter does not
// dial, so the person must choose Call. It shows what will happen (the number as dialled and as read,
// the extension that rings first and, when there is a choice of accounts, on which one, digits to dial
// after) and what a cached lookup knows, with do-not-call impossible to miss, the time where the number
// rings (an estimate from its area) with a call outside the account's calling hours as impossible to miss
// (focus on Cancel, Enter does not dial, as for do-not-call), and Open in CRM for the number where the
// account has a CRM address (its first address shown in the window before it opens).
// Where the window is too short for all of it (zoomed to 300% on a small screen), the question, the number, the do-not-call
// warning (else the calling-hours one) and both buttons stay in view, and what was read, the plan, the
// facts and the time there scroll between them. A number both flagged and outside the hours leads what
// scrolls with the hours' warning: a German window 320 CSS px wide and 240 tall has no room for both
// warnings beside the number and the buttons, and either one already asks for Call to be chosen.
// After Enter it shows the outcome; a failed call is never tried again from here.
import { useEffect, useRef } from 'preact/hooks';
import type { OutsideCallSource, PendingCall, TextSource } from '../../preload/contract';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import { CrmAction } from '../components/crm-action';
import { Icon } from '../components/icons';
import { DoNotCallAlert, FactsLine, LocalTimeLine, OutsideHoursAlert } from '../components/lookup-facts';
import { ScrollRegion } from '../components/scroll-region';
import { callFailureHeadline, shownSentence } from '../format/errors';
import type { ConfirmState, ConfirmStore } from '../stores/confirm';
import type { CrmStore } from '../stores/crm';
import { useStore } from '../stores/use-store';
import '../components/call-status.css';
import './confirm-view.css';

// Where the call was asked from, each a whole question: "Call from a link?".
const ASKED_FROM = {
  hotkey: 'confirm.from.hotkey',
  tray: 'confirm.from.tray',
  link: 'confirm.from.link',
  'command-line': 'confirm.from.commandLine',
  'missed-call': 'confirm.from.missedCall',
} as const satisfies Record<OutsideCallSource, MessageKey>;

/** A hotkey's text: the person sees whether it was their selection or, failing that, the clipboard. */
const READ_FROM = {
  selection: 'confirm.from.selection',
  clipboard: 'confirm.from.clipboard',
} as const satisfies Record<TextSource, MessageKey>;

/** A call to confirm with care: flagged do-not-call, or outside the calling hours where it rings. */
const careful = (pending: PendingCall | null) =>
  pending?.facts?.doNotCall === true || pending?.localTime?.verdict === 'outside';

// Only a fallback: in the app, main closes this window as soon as its call is confirmed, cancelled,
// replaced or placed elsewhere (main/shell/confirm-window.ts), so the outcome and "no call" states
// below stay open only where main cannot be reached. A browser may refuse a script's close.
const closeWindow = () => window.close();

export function ConfirmView({ store, crm }: { store: ConfirmStore; crm: CrmStore }) {
  const state = useStore(store, (s) => s);
  const { phase, pending } = state;
  const callButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const doNotCall = pending?.facts?.doNotCall === true;
  const outside = pending?.localTime?.verdict === 'outside';
  const withCare = careful(pending);

  // Focus whenever a call arrives to confirm (at load, or a newer one replacing it): on Call, or on
  // Cancel for a do-not-call number or a call outside the calling hours. Without scrolling: the buttons
  // are in view already, and scrolling to one would take the number above out of view where the window
  // is short.
  useEffect(() => {
    if (phase === 'waiting') (withCare ? cancelButton : callButton).current?.focus({ preventScroll: true });
  }, [pending?.id]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { phase: now, pending: shown, confirm, cancel } = store.getState();
      if (event.key === 'Escape') {
        event.preventDefault();
        if (now === 'waiting') void cancel();
        else if (now !== 'confirming') closeWindow();
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
        // A focused button answers Enter itself (Call, Cancel or Close); anywhere else Enter calls,
        // unless the number is flagged do-not-call or the call is outside the calling hours.
        event.preventDefault();
        if (!careful(shown)) void confirm();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);

  if (phase === 'loading')
    return (
      <main class="confirm">
        <p class="muted" role="status">
          {t('confirm.loading')}
        </p>
      </main>
    );
  if (!pending) return <NoCall state={state} />;

  const deciding = phase === 'waiting' || phase === 'confirming';
  return (
    <main class="confirm" aria-labelledby="confirm-number">
      <CallHeader pending={pending} />
      {deciding ? (
        <>
          <CallPlan pending={pending} hoursAlert={doNotCall && outside} />
          {doNotCall && <DoNotCallAlert />}
          {outside && !doNotCall && pending.localTime && <OutsideHoursAlert time={pending.localTime} />}
          <div class="actions confirm-crm">
            <CrmAction
              store={crm}
              place={`confirm:${pending.id}`}
              party={{ number: pending.destination, name: pending.name, callId: null, direction: 'outbound' }}
              look="button ghost"
            />
          </div>
          <footer class="confirm-actions">
            <button
              ref={cancelButton}
              type="button"
              class="button"
              disabled={phase === 'confirming'}
              onClick={() => store.getState().cancel()}
            >
              {t('confirm.cancel')} <kbd>{t('confirm.keyEsc')}</kbd>
            </button>
            <button
              ref={callButton}
              type="button"
              class="button primary"
              disabled={phase === 'confirming'}
              onClick={() => store.getState().confirm()}
            >
              <Icon name="phone" size={16} />{' '}
              {phase === 'confirming' ? t('confirm.calling') : t('confirm.call')}
              {!withCare && <kbd>{t('confirm.keyEnter')}</kbd>}
            </button>
          </footer>
        </>
      ) : (
        <Outcome state={state} />
      )}
    </main>
  );
}

function CallHeader({ pending }: { pending: PendingCall }) {
  return (
    <header>
      <p class="eyebrow">{t(pending.read ? READ_FROM[pending.read.from] : ASKED_FROM[pending.source])}</p>
      <h1 id="confirm-number" class="confirm-number">
        {/* Who the number is, as every view names it (main's resolver): the phone system's name, not to translate. */}
        {pending.name && (
          <span class="confirm-name" translate={false}>
            {pending.name}
          </span>
        )}
        <span translate={false}>{pending.display}</span>{' '}
        <span class="confirm-destination">
          {tParts('confirm.dials', {
            number: (
              <span class="mono" translate={false}>
                {pending.destination}
              </span>
            ),
          })}
        </span>
      </h1>
    </header>
  );
}

/**
 * What a hotkey read, what happens when the person presses Enter (the extension that rings, and on which
 * account when more than one could), what the cached lookup knows about the number and the time there:
 * what scrolls when the window is too short. The do-not-call warning is not among it, nor the
 * calling-hours one alone: they stay in view with the buttons. `hoursAlert`: the number is flagged too,
 * and the hours' warning leads here.
 */
function CallPlan({ pending, hoursAlert }: { pending: PendingCall; hoursAlert: boolean }) {
  return (
    <ScrollRegion class="confirm-plan" label={t('confirm.planLabel')}>
      {hoursAlert && pending.localTime && <OutsideHoursAlert time={pending.localTime} />}
      {pending.read && (
        <p class="confirm-read muted">
          {tParts('confirm.read', { text: <q translate={false}>{pending.read.text}</q> })}
        </p>
      )}
      <p>{planSentence(pending)}</p>
      {pending.facts && <FactsLine facts={pending.facts} />}
      {/* Outside the calling hours, the warning says the time. */}
      {pending.localTime && pending.localTime.verdict !== 'outside' && (
        <LocalTimeLine time={pending.localTime} />
      )}
    </ScrollRegion>
  );
}

/** The plan in one sentence, its values from the phone system set apart: one message for each shape. */
function planSentence({ extension, account, dialAfterConnect }: PendingCall) {
  const mine = <strong translate={false}>{extension}</strong>;
  const on = account && <strong translate={false}>{account.name}</strong>;
  const dial = dialAfterConnect && <strong translate={false}>{dialAfterConnect}</strong>;
  if (on && dial) return tParts('confirm.planOnAccountThenDial', { extension: mine, account: on, dial });
  if (on) return tParts('confirm.planOnAccount', { extension: mine, account: on });
  if (dial) return tParts('confirm.planThenDial', { extension: mine, dial });
  return tParts('confirm.plan', { extension: mine });
}

function Outcome({ state }: { state: ConfirmState }) {
  const { phase, outcome, error } = state;
  return (
    <>
      {phase === 'placed' && outcome && (
        <p class="confirm-result placed" role="status">
          <Icon name="phone" size={16} />
          <span>{outcome.status}</span>
        </p>
      )}
      {phase === 'failed' && error && (
        <div class="confirm-result failed" role="alert" data-code={error.code}>
          <p class="call-headline">{callFailureHeadline(error)}</p>
          <p class="call-detail">{shownSentence(error)}</p>
        </div>
      )}
      {phase === 'cancelled' && (
        <p class="confirm-result" role="status">
          {t('confirm.cancelled')}
        </p>
      )}
      <footer class="confirm-actions">
        <CloseButton />
      </footer>
    </>
  );
}

function NoCall({ state }: { state: ConfirmState }) {
  return (
    <main class="confirm">
      <h1 class="confirm-number">{t('confirm.noCall')}</h1>
      <p class="muted">{state.error ? shownSentence(state.error) : t('confirm.noCallWhy')}</p>
      <footer class="confirm-actions">
        <CloseButton />
      </footer>
    </main>
  );
}

function CloseButton() {
  return (
    <button type="button" class="button" onClick={closeWindow}>
      {t('confirm.close')} <kbd>{t('confirm.keyEsc')}</kbd>
    </button>
  );
}
