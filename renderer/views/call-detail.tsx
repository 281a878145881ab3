// The history detail pane: who and when, where the name shown came from, Call back and Save to contacts
// (or Edit contact), Open in CRM where the account has a CRM address, what a cached lookup
// knows about the number before it is called (never a new lookup: those may be charged), the person's
// note on the call with its outcome, the notes written after calls to the number whose record never
// came, the call's facts, and every field of the call record as the phone system sent it.
import { useEffect, useId } from 'preact/hooks';
import type { Call, Direction, IpcError } from '../../preload/contract';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import { CrmAction } from '../components/crm-action';
import { AllFields, FieldList } from '../components/field-list';
import { Icon } from '../components/icons';
import { LookupFacts } from '../components/lookup-facts';
import { NameSource } from '../components/name-source';
import { NoteShown, RecordNotePanel } from '../components/note-editor';
import { Party } from '../components/party';
import { ErrorState, Loading } from '../components/states';
import { SHEET_QUERY, useMedia } from '../components/use-media';
import { callFacts } from '../format/calls';
import { shortDateTime } from '../format/time';
import { crm, facts, notes } from '../stores';
import { crmPartyOfCall } from '../stores/crm';
import { callNoteTarget } from '../stores/notes';
import { useStore } from '../stores/use-store';
import { callNumber, canCallBack, lookUpNumber, lookupUnavailable } from './actions';
import { ContactButton } from './contact-button';
import { DetailPane } from './list-screen';
import './call-detail.css';

/** What the call was, above its party. */
const KIND_KEYS = {
  missed: 'detail.kind.missed',
  inbound: 'detail.kind.inbound',
  outbound: 'detail.kind.outbound',
  local: 'detail.kind.local',
  unknown: 'detail.kind.unknown',
} as const satisfies Record<Direction | 'missed', MessageKey>;

interface CallDetailProps {
  /** The call as listed, shown at once. */
  call: Call | null;
  /** The call read again from its full record, once fetched: the record may carry more fields than the list's. */
  full: Call | null;
  loading: boolean;
  error: IpcError | null;
  onRetry(): void;
  onClose(): void;
}

export function CallDetail({ call, full, loading, error, onRetry, onClose }: CallDetailProps) {
  const shown = full ?? call;
  if (!shown) return <Loading label={t('detail.opening')} />;
  const { party, startMs } = shown;
  const note = shown.note ?? call?.note ?? null;
  const what = t(KIND_KEYS[shown.missed ? 'missed' : shown.direction]);
  const callable = canCallBack(party.number) ? party.number : null;
  return (
    <DetailPane
      eyebrow={
        startMs !== null
          ? tParts('detail.eyebrow', {
              what,
              time: <span translate={false}>{shortDateTime(new Date(startMs))}</span>,
            })
          : what
      }
      title={<Party name={party.name} shown={party.shown} />}
      onClose={onClose}
    >
      <NameSource party={party} />
      <div class="actions">
        {callable && (
          <>
            <button type="button" class="button primary" onClick={() => callNumber(callable, 'history')}>
              <Icon name="phone" size={16} /> {t('detail.callBack')}
            </button>
            <ContactButton number={callable} contactId={party.contactId} name={party.recordedName} />
          </>
        )}
        <CrmAction store={crm} place={`call:${shown.id}`} party={crmPartyOfCall(shown)} />
      </div>
      {callable && <PreDialFacts number={callable} />}
      <RecordNotePanel key={shown.id} target={callNoteTarget(shown)} note={note} />
      {party.number !== null && <NumberNotes number={party.number} />}
      {loading && (
        <p class="muted small" role="status">
          {t('detail.loadingFields')}
        </p>
      )}
      {error && <ErrorState compact what={t('detail.loadFailed')} error={error} onRetry={onRetry} />}
      <FieldList label={t('detail.fields')} rows={callFacts(shown)} />
      <AllFields raw={shown.raw} />
    </DetailPane>
  );
}

/** The cached lookup of the number, or the offer to look it up (which opens Lookup). */
function PreDialFacts({ number }: { number: string }) {
  const state = useStore(facts, (s) => s);
  // Read again each time the pane shows a number: a lookup made meanwhile is in the cache now.
  useEffect(() => void facts.getState().show(number), [number]);
  const known = state.number === number && state.load.status === 'ready' ? state.facts : null;
  const noLookup = lookupUnavailable(number);
  if (noLookup) return <p class="muted small">{noLookup}</p>;

  return (
    <section class="facts" aria-label={t('detail.facts.label')}>
      <header class="facts-header">
        <p class="eyebrow">{t('detail.facts.label')}</p>
        <button type="button" class="button ghost" onClick={() => lookUpNumber(number)}>
          <Icon name="lookup" size={16} /> {known ? t('detail.facts.details') : t('detail.facts.lookUp')}
        </button>
      </header>
      {known ? (
        <LookupFacts facts={known} />
      ) : (
        <p class="muted">
          {state.load.status === 'loading' ? t('detail.facts.reading') : t('detail.facts.none')}
        </p>
      )}
    </section>
  );
}

/**
 * The notes written after calls placed from Dialdesk to this number whose record never came (or has not
 * come yet): each with when its call was placed. Nothing at all while there are none.
 */
function NumberNotes({ number }: { number: string }) {
  const shown = useStore(notes, (s) => s.numberNotes);
  const Heading = useMedia(SHEET_QUERY) ? 'h2' : 'h3';
  const headingId = useId();
  // Read again each time the pane shows a number: a note may have been added meanwhile.
  useEffect(() => void notes.getState().showNumberNotes(number), [number]);
  const listed = shown?.number === number ? shown.notes : [];
  if (listed.length === 0) return null;
  return (
    <section class="number-notes" aria-labelledby={headingId}>
      <Heading id={headingId} class="eyebrow">
        {t('noteUi.number.title')}
      </Heading>
      <p class="hint">{t('noteUi.number.intro')}</p>
      <ul class="number-note-list">
        {listed.map((waiting) => (
          <li key={waiting.id} class="number-note">
            <p class="muted small">
              {tParts('noteUi.number.placed', {
                time: <span translate={false}>{shortDateTime(new Date(waiting.placedMs))}</span>,
              })}
            </p>
            <NoteShown text={waiting.text} outcome={waiting.outcome} />
          </li>
        ))}
      </ul>
    </section>
  );
}
