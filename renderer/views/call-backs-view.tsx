// To call back: one entry per number whose missed calls or voicemail nobody has answered yet (main makes
// the list, main/callbacks), oldest first, each with who called, how often, whether they left a voicemail,
// when, and when someone last tried to call them back; and what to do about it: Call back, Done, Later
// today, Tomorrow, the call in History, the voicemail, and Open in CRM. A notification's click opens the
// screen on its number's entry. The list is made from the local copy of history: while that is off, the
// screen says so and leads to the setting.
import { useEffect, useId, useLayoutEffect, useRef } from 'preact/hooks';
import type { CallBackEntry, CallBackMark } from '../../preload/contract';
import { t, timeOfDayFormat } from '../../preload/shared/i18n/translate';
import { localDay } from '../../preload/shared/local-day';
import { CrmAction, CrmOutcome } from '../components/crm-action';
import { Icon } from '../components/icons';
import { Party } from '../components/party';
import { RowTime } from '../components/row-time';
import { Empty, ErrorState, Loading } from '../components/states';
import { shortDateTime } from '../format/time';
import { callBacks, crm, showCall, showMessage } from '../stores';
import { useStore } from '../stores/use-store';
import { callNumber, canCallBack } from './actions';
import { openLocalCopySetting } from './connect';
import { Screen } from './screen';
import './call-backs-view.css';

export function CallBacksView() {
  const { list, load } = useStore(callBacks, (s) => s);
  useEffect(() => {
    void callBacks.getState().show();
    return () => callBacks.getState().hide();
  }, []);
  const entries = list?.entries ?? [];
  // The last entry marked done or snoozed: the focus it leaves goes to the screen's heading.
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && list !== null && entries.length === 0) document.getElementById('screen-title')?.focus();
  }, [entries.length]);

  return (
    <Screen
      title={t('callBacks.title')}
      toolbar={
        list?.available &&
        entries.length > 0 && <span class="muted">{t('callBacks.count', { count: entries.length })}</span>
      }
    >
      {list === null ? (
        load.error ? (
          <ErrorState
            what={t('callBacks.failed')}
            error={load.error}
            onRetry={() => void callBacks.getState().reload()}
          />
        ) : (
          <Loading label={t('callBacks.loading')} />
        )
      ) : (
        <>
          {load.error && (
            <ErrorState
              compact
              what={t('callBacks.failed')}
              error={load.error}
              onRetry={() => void callBacks.getState().reload()}
            />
          )}
          {!list.available ? (
            <LocalCopyOff />
          ) : (
            <>
              {list.snoozed > 0 && (
                <p class="call-backs-snoozed">
                  <Icon name="history" size={16} />
                  <span>{t('callBacks.snoozed', { count: list.snoozed })}</span>
                </p>
              )}
              {entries.length === 0 ? (
                <Empty title={t('callBacks.empty.title')}>{t('callBacks.empty.body')}</Empty>
              ) : (
                <Entries entries={entries} fresh={load.status === 'ready'} />
              )}
            </>
          )}
        </>
      )}
    </Screen>
  );
}

/** The list is made from the local copy of history, which is off: the way to the setting that turns it on. */
function LocalCopyOff() {
  return (
    <div class="state">
      <p class="state-title">{t('callBacks.off.title')}</p>
      <p class="muted">{t('callBacks.off.body')}</p>
      <button type="button" class="button" onClick={openLocalCopySetting}>
        {t('callBacks.off.settings')}
      </button>
    </div>
  );
}

/** `fresh`: the list on show is the one just read (a notification's entry is looked for in that one). */
function Entries({ entries, fresh }: { entries: CallBackEntry[]; fresh: boolean }) {
  const focusKey = useStore(callBacks, (s) => s.focusKey);
  const listRef = useRef<HTMLUListElement>(null);
  // Where an entry marked done or snoozed stood: once it is gone, the focus moves to the one now there.
  const leaving = useRef<number | null>(null);

  // A notification's number: its entry is brought into view and focused, once, when the list has it.
  useLayoutEffect(() => {
    if (focusKey === null || !fresh) return;
    const index = entries.findIndex((entry) => entry.key === focusKey);
    callBacks.getState().focused();
    const entry =
      index < 0 ? null : listRef.current?.children[index]?.querySelector<HTMLElement>('.call-back');
    entry?.scrollIntoView({ block: 'nearest' });
    entry?.focus({ preventScroll: true });
  }, [focusKey, fresh, entries]);

  useLayoutEffect(() => {
    const from = leaving.current;
    if (from === null) return;
    leaving.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const items = listRef.current?.children;
    const next = items?.[Math.min(from, items.length - 1)]?.querySelector<HTMLElement>('.call-back');
    next?.focus();
  }, [entries]);

  const mark = (entry: CallBackEntry, how: CallBackMark, index: number) => {
    leaving.current = index;
    void callBacks.getState().mark(entry, how);
  };

  return (
    <ul ref={listRef} class="call-backs" aria-label={t('callBacks.listLabel')}>
      {entries.map((entry, index) => (
        <li key={entry.key}>
          <Entry entry={entry} onMark={(how) => mark(entry, how, index)} />
        </li>
      ))}
    </ul>
  );
}

function Entry({ entry, onMark }: { entry: CallBackEntry; onMark(how: CallBackMark): void }) {
  const id = useId();
  const { party, callId, voicemailId } = entry;
  const markError = useStore(callBacks, (s) => (s.markError?.key === entry.key ? s.markError.error : null));
  const number = canCallBack(party.number) ? party.number : null;
  const crmPlace = `callback:${entry.key}`;
  return (
    <article class="call-back" aria-labelledby={`${id}-who`} tabIndex={-1} data-key={entry.key}>
      <div class="call-back-head">
        <span id={`${id}-who`} class="call-back-who">
          <Party name={party.name} shown={party.shown} />
        </span>
        <RowTime date={new Date(entry.lastEpoch * 1000)} seconds={null} />
      </div>
      <p class="call-back-facts">
        <span class="call-back-fact missed">
          <Icon name="missed" size={16} />
          {t('callBacks.missed', { count: entry.count })}
        </span>
        {entry.voicemail && (
          <span class="call-back-fact">
            <Icon name="voicemail" size={16} />
            {t('callBacks.voicemailLeft')}
          </span>
        )}
        {entry.triedMs !== null && (
          <span class="call-back-fact">
            <Icon name="outgoing" size={16} />
            {tried(entry.triedMs)}
          </span>
        )}
      </p>
      <div class="call-back-actions">
        <div class="actions call-back-settle">
          {number && (
            <button
              type="button"
              class="button primary"
              onClick={() => void callNumber(number, 'history', { name: party.name })}
            >
              <Icon name="phone" size={16} /> {t('call.callBack')}
            </button>
          )}
          <button type="button" class="button" onClick={() => onMark('done')}>
            <Icon name="check" size={16} /> {t('callBacks.done')}
          </button>
          <button type="button" class="button" onClick={() => onMark('later-today')}>
            {t('callBacks.laterToday')}
          </button>
          <button type="button" class="button" onClick={() => onMark('tomorrow')}>
            {t('callBacks.tomorrow')}
          </button>
        </div>
        <div class="actions call-back-links">
          {callId && (
            <button type="button" class="button ghost" onClick={() => showCall(callId)}>
              <Icon name="history" size={16} /> {t('callBacks.openCall')}
            </button>
          )}
          {voicemailId && (
            <button type="button" class="button ghost" onClick={() => showMessage(voicemailId)}>
              <Icon name="voicemail" size={16} /> {t('callBacks.openVoicemail')}
            </button>
          )}
          <CrmAction
            store={crm}
            place={crmPlace}
            look="button ghost"
            party={{ number: party.number, name: party.name, callId, direction: 'inbound' }}
            withOutcome={false}
          />
        </div>
      </div>
      {/* What came of Open in CRM takes the card's width, under all the buttons. */}
      <CrmOutcome store={crm} place={crmPlace} />
      {markError && <ErrorState compact what={t('callBacks.markFailed')} error={markError} />}
    </article>
  );
}

/** "Tried at 10:42" today; "Tried: Yesterday 10:42" before (an entry stays up to a week). */
function tried(ms: number): string {
  const at = new Date(ms);
  return localDay(at) === localDay()
    ? t('callBacks.triedToday', { time: timeOfDayFormat().format(at) })
    : t('callBacks.triedBefore', { when: shortDateTime(at) });
}
