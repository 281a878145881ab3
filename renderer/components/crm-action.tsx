// Open in CRM (issue 49): the action where a call, a message or a number is shown, and what follows it
// at that place: the first address of a template shown before it opens (the exact address as text, where
// it opens, Open and Don't open), that it opened (in the browser, or the app of a scheme the person allowed),
// or why not, in main's words. Each window hands in its own store (the main window's, the confirmation's),
// so this module reads no other: the confirmation's page holds none of the main window's stores.
import { useEffect, useId, useRef } from 'preact/hooks';
import type { CrmParty } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { errorReason, shownSentence } from '../format/errors';
import { type CrmRequest, type CrmStore, crmOffered, opensIn } from '../stores/crm';
import { useStore } from '../stores/use-store';
import { Icon } from './icons';
import { cancelOnEscape, useQuestionFocus } from './question-focus';
import './crm-action.css';

/** Whether the account in use has a template, its settings read when first asked. */
export function useCrmOffered(store: CrmStore): boolean {
  useEffect(() => void store.getState().read(), [store]);
  return useStore(store, crmOffered);
}

interface CrmActionProps {
  store: CrmStore;
  /** Where it stands, unique among the places on show at once: 'call:<id>', 'lookup'. */
  place: string;
  party: CrmParty;
  /** The button's classes where it stands ('button', or 'button ghost' beside a call's own buttons). */
  look?: string;
  /** False where the place shows what came of it elsewhere (a CrmOutcome of its own, under a header). */
  withOutcome?: boolean;
}

/**
 * The action, shown only while the account in use has a template, and under it what came of it here. In
 * a row of actions (.actions) what came of it takes a line of its own, under the buttons.
 */
export function CrmAction({ store, place, party, look = 'button', withOutcome = true }: CrmActionProps) {
  const offered = useCrmOffered(store);
  return (
    <>
      {offered && (
        <button type="button" class={look} onClick={() => void store.getState().ask(place, party)}>
          <Icon name="external" size={16} /> {t('crmUi.action')}
        </button>
      )}
      {withOutcome && <CrmOutcome store={store} place={place} />}
    </>
  );
}

/**
 * What came of the action pressed at `place`: nothing while none was, the address to read first, the
 * record opened, or why not. Leaving the place (another call opened, the screen left) puts it away.
 */
export function CrmOutcome({ store, place }: { store: CrmStore; place: string }) {
  const request = useStore(store, (s) => (s.request?.place === place ? s.request : null));
  useEffect(() => () => store.getState().dismiss(place), [store, place]);
  if (!request) return null;
  if (request.phase === 'showing') return <AddressPanel store={store} address={request.address ?? ''} />;
  if (request.phase === 'opened') return <Opened store={store} request={request} />;
  if (request.phase === 'failed' && request.error)
    return (
      <div class="crm-outcome crm-failed" role="alert" data-code={request.error.code}>
        <div class="crm-outcome-text">
          <p class="crm-failed-title">
            {tParts('list.error.title', {
              what: t('crmUi.failed'),
              reason: <strong>{errorReason(request.error.code)}</strong>,
            })}
          </p>
          <p>{shownSentence(request.error)}</p>
        </div>
        <DismissButton store={store} place={place} />
      </div>
    );
  return (
    <p class="crm-outcome crm-progress" role="status">
      {t('crmUi.opening')}
    </p>
  );
}

/** The record opened: where (the browser, or the app of the address's scheme). */
function Opened({ store, request }: { store: CrmStore; request: CrmRequest }) {
  const where = opensIn(request.address ?? '');
  return (
    <div class="crm-outcome crm-opened" role="status">
      <Icon name="check" size={16} />
      <p class="crm-outcome-text">
        {where.kind === 'browser'
          ? t('crmUi.opened.browser')
          : tParts('crmUi.opened.app', { scheme: <Scheme name={where.scheme} /> })}
      </p>
      <DismissButton store={store} place={request.place} />
    </div>
  );
}

function DismissButton({ store, place }: { store: CrmStore; place: string }) {
  return (
    <button
      type="button"
      class="icon-button"
      aria-label={t('crmUi.dismiss')}
      title={t('crmUi.dismiss')}
      onClick={() => store.getState().dismiss(place)}
    >
      <Icon name="close" size={16} />
    </button>
  );
}

/** A scheme as an address starts with it: "salesforce:". */
const Scheme = ({ name }: { name: string }) => <code translate={false}>{name}:</code>;

/**
 * The first address of a template, before it opens: exactly what will open, as text (selectable, broken
 * anywhere), where it opens, and Open or Don't open. A question in the page, not a browser dialog: the focus
 * is on Open while it is up and goes back to the action after; Esc cancels.
 */
function AddressPanel({ store, address }: { store: CrmStore; address: string }) {
  const id = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  useQuestionFocus(openButton);
  const where = opensIn(address);
  const cancel = () => store.getState().cancel();
  return (
    <div
      class="crm-outcome crm-panel"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-address ${id}-where`}
      onKeyDown={cancelOnEscape(cancel)}
    >
      <p id={`${id}-title`} class="crm-panel-title">
        {t('crmUi.panel.title')}
      </p>
      <p id={`${id}-address`} class="crm-address" translate={false}>
        {address}
      </p>
      <p id={`${id}-where`} class="crm-where">
        {where.kind === 'browser'
          ? t('crmUi.panel.browser')
          : tParts('crmUi.panel.app', { scheme: <Scheme name={where.scheme} /> })}
      </p>
      <div class="actions">
        <button type="button" class="button" onClick={cancel}>
          {t('crmUi.panel.dontOpen')}
        </button>
        <button
          ref={openButton}
          type="button"
          class="button primary"
          onClick={() => void store.getState().open()}
        >
          <Icon name="external" size={16} /> {t('crmUi.panel.open')}
        </button>
      </div>
    </div>
  );
}
