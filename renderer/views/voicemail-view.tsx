// Voicemail: the messages (unheard ones marked, and ones deleted on a phone), a search of them, and a
// player for the one opened with what the caller said. Playing a message marks it heard.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { PhoneRecord } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
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
          kind="message"
          label={textField(record, 'caller_id_name', 'caller_id_number') ?? t('voicemail.playerLabel')}
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
      title={t('voicemail.title')}
      what="voicemail"
      state={state}
      count={
        state.list.status === 'ready' &&
        (narrowed
          ? t('voicemail.countMatching', { count: rows.length, total: messages.length })
          : unheard > 0
            ? t('voicemail.countUnheard', { count: unheard, total: messages.length })
            : t('voicemail.countMessages', { count: messages.length }))
      }
      filters={
        <SearchBox
          placeholder={t('voicemail.searchPlaceholder')}
          label={t('voicemail.searchLabel')}
          value={state.filter}
          onInput={state.setFilter}
        />
      }
      detail={detail}
      snapshot={snapshot}
      isEmpty={messages.length === 0}
      empty={<Empty title={t('voicemail.emptyTitle')}>{t('voicemail.emptyText')}</Empty>}
      rows={rows}
      noMatch={{
        title: t('voicemail.noMatchTitle'),
        widen: t('voicemail.noMatchWiden'),
        more: null,
      }}
      list={{
        role: 'listbox',
        id: 'message',
        label: t('voicemail.listLabel'),
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
      keys={tParts('voicemail.keys', {
        up: <kbd>↑</kbd>,
        down: <kbd>↓</kbd>,
        enter: <kbd>{t('voicemail.key.enter')}</kbd>,
        space: <kbd>{t('voicemail.key.space')}</kbd>,
        esc: <kbd>{t('voicemail.key.esc')}</kbd>,
      })}
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
      <span class="row-meta">
        {mailbox && (
          <span class="muted">
            {tParts('voicemail.mailbox', { mailbox: <span translate={false}>{mailbox}</span> })}
          </span>
        )}
      </span>
      <RowTime date={date} seconds={seconds} />
      {/* A line of its own at every width, so a tag (Unheard, deleted on the phone) is seen in words
          at every width, beside the start of what was said. */}
      {(unheard || deleted || said) && (
        <span class="row-note">
          {unheard && <span class="tag">{t('voicemail.status.unheard')}</span>}
          {deleted && <span class="tag quiet">{t('voicemail.status.deleted')}</span>}
          {said && (
            <span class="row-said" translate={false}>
              {said}
            </span>
          )}
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
  if (phoneMessageStatus(record) === 'deleted') return t('voicemail.status.deleted');
  if (heard === null) return null;
  return heard ? t('voicemail.status.heard') : t('voicemail.status.unheard');
}

function statusRow(record: PhoneRecord, heard: boolean | null): FieldRow {
  const status = statusText(record, heard);
  const text = status ?? t('voicemail.status.unknown');
  return {
    name: 'heard',
    label: t('voicemail.status.label'),
    text,
    raw: text,
    known: true,
    empty: status === null,
    data: false,
  };
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
      eyebrow={
        date
          ? tParts('voicemail.eyebrowAt', { date: <span translate={false}>{shortDateTime(date)}</span> })
          : t('voicemail.eyebrow')
      }
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
        label={t('voicemail.detailsLabel')}
        rows={[statusRow(record, heard), ...factRows(record, VOICEMAIL_FIELDS)]}
      />
      <AllFields record={record} />
    </DetailPane>
  );
}
