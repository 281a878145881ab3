// The call confirmation window (index.html#confirm): a call asked for from outside the app (hotkey,
// tray, link, command line) waits here for Enter (call) or Esc (cancel). Keyboard first: focus lands on
// Call, except for a number the lookup flags do-not-call: there focus lands on Cancel and Enter does not
// dial, so the person must choose Call. It shows what will happen (the number as dialled and as read,
// the extension that rings first and, when there is a choice of accounts, on which one, digits to dial
// after) and what a cached lookup knows, with do-not-call impossible to miss. After Enter it shows the
// outcome; a failed call is never tried again from here.
import { useEffect, useRef } from 'preact/hooks';
import type { OutsideCallSource, PendingCall, TextSource } from '../../preload/contract';
import { Icon } from '../components/icons';
import { LookupFacts } from '../components/lookup-facts';
import { asSentence, callFailureHeadline } from '../format/errors';
import type { ConfirmState, ConfirmStore } from '../stores/confirm';
import { useStore } from '../stores/use-store';
import '../components/call-status.css';
import './confirm-view.css';

const ASKED_FROM: Record<OutsideCallSource, string> = {
  hotkey: 'the selected text',
  tray: 'the tray',
  link: 'a link',
  'command-line': 'the command line',
  'missed-call': 'a missed-call notification',
};

/** A hotkey's text: the person sees whether it was their selection or, failing that, the clipboard. */
const READ_FROM: Record<TextSource, string> = {
  selection: 'your selection',
  clipboard: 'the clipboard',
};

// Only a fallback: in the app, main closes this window as soon as its call is confirmed, cancelled,
// replaced or placed elsewhere (main/shell/confirm-window.ts), so the outcome and "no call" states
// below stay open only where main cannot be reached. A browser may refuse a script's close.
const closeWindow = () => window.close();

export function ConfirmView({ store }: { store: ConfirmStore }) {
  const state = useStore(store, (s) => s);
  const { phase, pending } = state;
  const callButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const doNotCall = pending?.facts?.doNotCall === true;

  // Focus whenever a call arrives to confirm (at load, or a newer one replacing it): on Call, or on
  // Cancel for a do-not-call number.
  useEffect(() => {
    if (phase === 'waiting') (doNotCall ? cancelButton : callButton).current?.focus();
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
        // unless the number is flagged do-not-call.
        event.preventDefault();
        if (shown?.facts?.doNotCall !== true) void confirm();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);

  if (phase === 'loading')
    return (
      <main class="confirm">
        <p class="muted" role="status">
          Getting the call…
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
          <CallPlan pending={pending} />
          <footer class="confirm-actions">
            <button
              ref={cancelButton}
              type="button"
              class="button"
              disabled={phase === 'confirming'}
              onClick={() => store.getState().cancel()}
            >
              Cancel <kbd>Esc</kbd>
            </button>
            <button
              ref={callButton}
              type="button"
              class="button primary"
              disabled={phase === 'confirming'}
              onClick={() => store.getState().confirm()}
            >
              <Icon name="phone" size={16} /> {phase === 'confirming' ? 'Calling…' : 'Call'}
              {!doNotCall && <kbd>Enter</kbd>}
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
      <p class="eyebrow">
        Call from {pending.read ? READ_FROM[pending.read.from] : ASKED_FROM[pending.source]}?
      </p>
      <h1 id="confirm-number" class="confirm-number">
        {pending.display}{' '}
        <span class="confirm-destination">
          dials <span class="mono">{pending.destination}</span>
        </span>
      </h1>
      {pending.read && (
        <p class="confirm-read muted">
          Read: <q>{pending.read.text}</q>
        </p>
      )}
    </header>
  );
}

/**
 * What happens when the person presses Enter (the extension that rings, and on which account when more
 * than one could), and what the cached lookup knows about the number.
 */
function CallPlan({ pending }: { pending: PendingCall }) {
  return (
    <>
      <p>
        Your extension <strong>{pending.extension}</strong>
        {pending.account && (
          <>
            {' '}
            on <strong>{pending.account.name}</strong>
          </>
        )}{' '}
        rings first
        {pending.dialAfterConnect && (
          <>
            , then dial extension <strong>{pending.dialAfterConnect}</strong>
          </>
        )}
        .
      </p>
      {pending.facts && <LookupFacts facts={pending.facts} />}
    </>
  );
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
          <p class="call-detail">{asSentence(error.message)}</p>
        </div>
      )}
      {phase === 'cancelled' && (
        <p class="confirm-result" role="status">
          Cancelled: nothing was dialled.
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
      <h1 class="confirm-number">No call is waiting</h1>
      <p class="muted">
        {state.error
          ? asSentence(state.error.message)
          : 'It was placed or cancelled elsewhere. Nothing will be dialled from here.'}
      </p>
      <footer class="confirm-actions">
        <CloseButton />
      </footer>
    </main>
  );
}

function CloseButton() {
  return (
    <button type="button" class="button" onClick={closeWindow}>
      Close <kbd>Esc</kbd>
    </button>
  );
}
