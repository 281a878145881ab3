// Voicemail: the messages (unheard ones marked), and a player for the one opened. Playing a message
// marks it heard.
import type { ComponentChildren } from 'preact';
import type { PhoneRecord } from '../../preload/contract';
import { AllFields, FieldList } from '../components/field-list';
import { Media } from '../components/media-detail';
import { Party } from '../components/party';
import { RowTime } from '../components/row-time';
import { SaveAudio } from '../components/save-audio';
import { Empty } from '../components/states';
import { type FieldRow, factRows } from '../format/fields';
import { VOICEMAIL_FIELDS, voicemailDate, voicemailNameHint, voicemailSeconds } from '../format/messages';
import { shortDateTime } from '../format/time';
import { textField } from '../format/values';
import { voicemail } from '../stores';
import { standIn } from '../stores/snapshot';
import { useStore } from '../stores/use-store';
import { isUnheard, unheardCount } from '../stores/voicemail';
import { DetailPane, ListScreen } from './list-screen';
import { NumberActions } from './number-actions';

const ROW_HEIGHT = 56;

export function VoicemailView() {
  const state = useStore(voicemail, (s) => s);
  const snapshot = standIn(state);
  const messages = snapshot?.records ?? state.messages;
  const unheard = unheardCount(state);

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
        (unheard > 0 ? `${unheard} unheard of ${messages.length}` : `${messages.length} messages`)
      }
      detail={detail}
      snapshot={snapshot}
      isEmpty={messages.length === 0}
      empty={<Empty title="No voicemail">Messages callers leave for you appear here.</Empty>}
      rows={messages}
      list={{
        role: 'listbox',
        id: 'message',
        label: 'Voicemail messages',
        class: 'messages',
        rowHeight: ROW_HEIGHT,
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
  return (
    <>
      <span class={unheard ? 'dot unheard' : 'dot'} aria-hidden="true" />
      <Party name={textField(record, 'caller_id_name')} number={textField(record, 'caller_id_number')} />
      <span class="row-meta">
        {unheard && <span class="tag">Unheard</span>}
        {mailbox && <span class="muted">Mailbox {mailbox}</span>}
      </span>
      <RowTime date={date} seconds={seconds} />
    </>
  );
}

/**
 * Whether the message was heard, as main counts it (played here, or marked by the server): the one
 * status a person needs, and it changes the moment playback starts. Null while main has not said.
 */
function heardRow(heard: boolean | null): FieldRow {
  const text = heard === null ? 'not known yet' : heard ? 'Heard' : 'Unheard';
  return { name: 'heard', label: 'Status', text, raw: text, known: true, empty: heard === null };
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
      <FieldList label="Message details" rows={[heardRow(heard), ...factRows(record, VOICEMAIL_FIELDS)]} />
      <AllFields record={record} />
    </DetailPane>
  );
}
