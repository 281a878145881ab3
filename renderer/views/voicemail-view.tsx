// Voicemail: the messages (unheard ones marked, and ones deleted on a phone, the person's note and its
// outcome), a search of them, and a player for the one opened with what the caller said, the note and
// Open in CRM.
// Playing a message marks it heard.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Voicemail } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { CrmAction } from '../components/crm-action';
import { AllFields, FieldList } from '../components/field-list';
import { Media } from '../components/media-detail';
import { NameSource } from '../components/name-source';
import { RecordNotePanel } from '../components/note-editor';
import { Party } from '../components/party';
import { SaveAudio } from '../components/save-audio';
import { SearchBox } from '../components/search-box';
import { Empty } from '../components/states';
import { Transcription } from '../components/transcription';
import type { FieldRow } from '../format/fields';
import { voicemailDate, voicemailFacts, voicemailNameHint } from '../format/messages';
import { shortDateTime } from '../format/time';
import { crm, voicemail } from '../stores';
import { standIn } from '../stores/snapshot';
import { useStore } from '../stores/use-store';
import { filterMessages, isUnheard, unheardCount } from '../stores/voicemail';
import { ContactButton } from './contact-button';
import { DetailPane, ListScreen } from './list-screen';
import { NumberActions } from './number-actions';
import { paintMessageRow } from './voicemail-row';
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
  // A message opened from a notification may not be listed yet: its pane says only what it is until
  // main has read it (or says why it could not).
  const message = opened && (opened.value?.record ?? messages.find((m) => m.id === opened.uuid) ?? null);
  const detail = opened && (
    <MessageDetail
      message={message}
      heard={snapshot || state.heard === null ? null : state.heard.has(opened.uuid)}
      media={
        <Media
          kind="message"
          label={(message && (message.party.name ?? message.party.shown)) ?? t('voicemail.playerLabel')}
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
          state.togglePlay(message.id);
          return true;
        },
        paintRow: (row, message) => paintMessageRow(row, message, !snapshot && isUnheard(state, message.id)),
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

/**
 * Whether the message was heard, as main counts it (played here, or heard on a phone): the one status a
 * person needs, and it changes the moment playback starts. Null while main has not said. A message
 * deleted on a phone says so, whatever main counts.
 */
function statusText(message: Voicemail, heard: boolean | null): string | null {
  if (message.phoneStatus === 'deleted') return t('voicemail.status.deleted');
  if (heard === null) return null;
  return heard ? t('voicemail.status.heard') : t('voicemail.status.unheard');
}

function statusRow(message: Voicemail, heard: boolean | null): FieldRow {
  const status = statusText(message, heard);
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
  message,
  heard,
  media,
  onClose,
}: {
  message: Voicemail | null;
  heard: boolean | null;
  media: ComponentChildren;
  onClose(): void;
}) {
  if (!message)
    return (
      <DetailPane
        eyebrow={t('voicemail.eyebrow')}
        title={<Party name={null} shown={null} />}
        onClose={onClose}
      >
        {media}
      </DetailPane>
    );
  const { party } = message;
  const date = voicemailDate(message);
  return (
    <DetailPane
      eyebrow={
        date
          ? tParts('voicemail.eyebrowAt', { date: <span translate={false}>{shortDateTime(date)}</span> })
          : t('voicemail.eyebrow')
      }
      title={<Party name={party.name} shown={party.shown} />}
      onClose={onClose}
    >
      <NameSource party={party} />
      {media}
      <div class="actions">
        <NumberActions number={party.number} source="voicemail" />
        <ContactButton number={party.number} contactId={party.contactId} name={party.recordedName} />
        <SaveAudio request={{ kind: 'voicemail', uuid: message.id, hint: voicemailNameHint(message) }} />
        {/* A message's id is no call's: {call_id} stays empty for it. */}
        <CrmAction
          store={crm}
          place={`voicemail:${message.id}`}
          party={{ number: party.number, name: party.name, callId: null, direction: 'inbound' }}
        />
      </div>
      <Transcription text={message.transcription} />
      <RecordNotePanel
        key={message.id}
        target={{ kind: 'voicemail', id: message.id }}
        note={message.note ?? null}
      />
      <FieldList
        label={t('voicemail.detailsLabel')}
        rows={[statusRow(message, heard), ...voicemailFacts(message)]}
      />
      <AllFields raw={message.raw} />
    </DetailPane>
  );
}
