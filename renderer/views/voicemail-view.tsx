// Voicemail: the messages (unheard ones marked, and ones deleted on a phone), a search of them, and a
// player for the one opened with what the caller said. Playing a message marks it heard.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { PhoneRecord } from '../../preload/contract';
import { phoneMessageStatus } from '../../preload/shared/phone-message-status';
import { transcriptionOf } from '../../preload/shared/transcription';
import { AllFields, FieldList } from '../components/field-list';
import { Media } from '../components/media-detail';
import { Party } from '../components/party';
import { RowTime } from '../components/row-time';
import { SaveAudio } from '../components/save-audio';
import { SearchBox } from '../components/search-box';
import { Empty } from '../components/states';
import { Transcription } from '../components/transcription';
import { formatCount } from '../format/count';
import { type FieldRow, factRows } from '../format/fields';
import {
  transcriptionLine,
  VOICEMAIL_FIELDS,
  voicemailDate,
  voicemailNameHint,
  voicemailSeconds,
} from '../format/messages';
import { shortDateTime } from '../format/time';
import { textField } from '../format/values';
import { voicemail } from '../stores';
import { standIn } from '../stores/snapshot';
import { useStore } from '../stores/use-store';
import { filterMessages, isUnheard, unheardCount } from '../stores/voicemail';
import { DetailPane, ListScreen } from './list-screen';
import { NumberActions } from './number-actions';
import './voicemail-view.css';

/** Who, over the transcription's first words: the same height for every row, transcribed or not. */
const ROW_HEIGHT = 72;
const DELETED_ON_THE_PHONE = 'Deleted on the phone';

export function VoicemailView() {
  const state = useStore(voicemail, (s) => s);
  const snapshot = standIn(state);
  const messages = snapshot?.records ?? state.messages;
  const unheard = unheardCount(state);
  const rows = useMemo(() => filterMessages(messages, state.filter), [messages, state.filter]);
  const narrowed = state.filter.trim() !== '';

  const opened = state.opened;
  const listed = opened && messages.find((m) => m.uuid === opened.uuid);
  const record = opened && (opened.value?.record ?? listed ?? { uuid: opened.uuid });
  const detail = opened && record && (
    <MessageDetail
      record={record}
      heard={snapshot || state.heard === null ? null : state.heard.has(opened.uuid)}
      media={
        <Media
          what="the message"
          label={textField(record, 'caller_id_name', 'caller_id_number') ?? 'Voicemail'}
          audio={opened.value?.audio ?? null}
          loading={opened.load.status === 'loading'}
          error={opened.load.error}
          onRetry={() => state.open(opened.uuid)}
          onPlay={() => void state.markHeard(opened.uuid)}
          toggleTurn={state.playRequest?.uuid === opened.uuid ? state.playRequest.turn : undefined}
        />
      }
      onClose={state.close}
    />
  );

  return (
    <ListScreen
      title="Voicemail"
      what="voicemail"
      state={state}
      count={
        state.list.status === 'ready' &&
        (narrowed
          ? `${formatCount(rows.length)} of ${formatCount(messages.length)} match`
          : unheard > 0
            ? `${unheard} unheard of ${messages.length}`
            : `${messages.length} messages`)
      }
      filters={
        <SearchBox
          placeholder="Name, number or words"
          label="Search voicemail by name, number or transcription"
          value={state.filter}
          onInput={state.setFilter}
        />
      }
      detail={detail}
      snapshot={snapshot}
      isEmpty={messages.length === 0}
      empty={<Empty title="No voicemail">Messages callers leave for you appear here.</Empty>}
      rows={rows}
      noMatch={{
        title: 'No message matches',
        widen: 'Clear the search to see every message.',
        more: null,
      }}
      list={{
        role: 'listbox',
        id: 'message',
        label: 'Voicemail messages',
        class: 'messages',
        rowHeight: ROW_HEIGHT,
        resetKey: state.filter,
        onKey: (event, message) => {
          if (event.key !== ' ' || !message) return false;
          state.togglePlay(message.uuid);
          return true;
        },
        renderRow: (message) => (
          <MessageRow record={message} unheard={!snapshot && isUnheard(state, message.uuid)} />
        ),
      }}
      keys={
        <>
          <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Enter</kbd> open · <kbd>Space</kbd> play or pause ·{' '}
          <kbd>Esc</kbd> close
        </>
      }
    />
  );
}

function MessageRow({ record, unheard }: { record: PhoneRecord; unheard: boolean }) {
  const date = voicemailDate(record);
  const seconds = voicemailSeconds(record);
  const mailbox = textField(record, 'voicemail_id');
  const deleted = phoneMessageStatus(record) === 'deleted';
  const said = transcriptionLine(record);
  return (
    <>
      <span class={unheard ? 'dot unheard' : 'dot'} aria-hidden="true" />
      <Party name={textField(record, 'caller_id_name')} number={textField(record, 'caller_id_number')} />
      <span class="row-meta">{mailbox && <span class="muted">Mailbox {mailbox}</span>}</span>
      <RowTime date={date} seconds={seconds} />
      {/* A line of its own at every width, so a tag (Unheard, deleted on the phone) is seen in words
          at every width, beside the start of what was said. */}
      {(unheard || deleted || said) && (
        <span class="row-note">
          {unheard && <span class="tag">Unheard</span>}
          {deleted && <span class="tag quiet">{DELETED_ON_THE_PHONE}</span>}
          {said && <span class="row-said">{said}</span>}
        </span>
      )}
    </>
  );
}

/**
 * Whether the message was heard, as main counts it (played here, or heard on a phone): the one status a
 * person needs, and it changes the moment playback starts. Null while main has not said. A message
 * deleted on a phone says so, whatever main counts.
 */
function statusText(record: PhoneRecord, heard: boolean | null): string | null {
  if (phoneMessageStatus(record) === 'deleted') return DELETED_ON_THE_PHONE;
  if (heard === null) return null;
  return heard ? 'Heard' : 'Unheard';
}

function statusRow(record: PhoneRecord, heard: boolean | null): FieldRow {
  const status = statusText(record, heard);
  const text = status ?? 'not known yet';
  return { name: 'heard', label: 'Status', text, raw: text, known: true, empty: status === null };
}

function MessageDetail({
  record,
  heard,
  media,
  onClose,
}: {
  record: PhoneRecord;
  heard: boolean | null;
  media: ComponentChildren;
  onClose(): void;
}) {
  const number = textField(record, 'caller_id_number');
  const date = voicemailDate(record);
  return (
    <DetailPane
      eyebrow={`Voicemail${date ? ` · ${shortDateTime(date)}` : ''}`}
      title={<Party name={textField(record, 'caller_id_name')} number={number} />}
      onClose={onClose}
    >
      {media}
      <div class="actions">
        <NumberActions number={number} source="voicemail" />
        <SaveAudio request={{ kind: 'voicemail', uuid: record.uuid, hint: voicemailNameHint(record) }} />
      </div>
      <Transcription text={transcriptionOf(record)} />
      <FieldList
        label="Message details"
        rows={[statusRow(record, heard), ...factRows(record, VOICEMAIL_FIELDS)]}
      />
      <AllFields record={record} />
    </DetailPane>
  );
}
