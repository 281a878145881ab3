// Voicemail: the messages (new ones marked) and a player for the one opened.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import type { PhoneRecord } from '../../preload/contract';
import { FieldList } from '../components/field-list';
import { Icon } from '../components/icons';
import { Media } from '../components/media-detail';
import { Party } from '../components/party';
import { Empty, ErrorState, Loading } from '../components/states';
import { VirtualList } from '../components/virtual-list';
import { fieldRows } from '../format/fields';
import { isNewVoicemail, VOICEMAIL_FIELDS, voicemailDate, voicemailSeconds } from '../format/messages';
import { clock, longDateTime, shortDateTime } from '../format/time';
import { textField } from '../format/values';
import { voicemail } from '../stores';
import { useStore } from '../stores/use-store';
import { callNumber, lookUpNumber } from './actions';
import { Screen } from './screen';

const ROW_HEIGHT = 56;

export function VoicemailView() {
  const state = useStore(voicemail, (s) => s);
  const { messages } = state;
  const active = useMemo(
    () => messages.findIndex((m) => m.uuid === state.selected),
    [messages, state.selected],
  );
  const unheard = messages.filter(isNewVoicemail).length;

  useEffect(() => {
    if (voicemail.getState().list.status === 'idle') void voicemail.getState().reload();
  }, []);

  const opened = state.opened;
  const listed = opened && messages.find((m) => m.uuid === opened.uuid);
  const detail = opened && (
    <MessageDetail
      record={opened.value?.record ?? listed ?? { uuid: opened.uuid }}
      media={
        <Media
          what="the message"
          label={textField(listed ?? { uuid: '' }, 'caller_id_name', 'caller_id_number') ?? 'Voicemail'}
          audio={opened.value?.audio ?? null}
          loading={opened.load.status === 'loading'}
          error={opened.load.error}
          onRetry={() => state.open(opened.uuid)}
        />
      }
      onClose={state.close}
    />
  );

  const toolbar = (
    <>
      {state.list.status === 'ready' && (
        <span class="muted">
          {unheard > 0 ? `${unheard} new of ${messages.length}` : `${messages.length} messages`}
        </span>
      )}
      <button
        type="button"
        class="icon-button"
        aria-label="Refresh voicemail"
        title="Refresh"
        onClick={state.reload}
      >
        <Icon name="refresh" />
      </button>
    </>
  );

  return (
    <Screen title="Voicemail" toolbar={toolbar} detail={detail}>
      {state.list.status === 'error' && state.list.error ? (
        <ErrorState what="Couldn't load voicemail" error={state.list.error} onRetry={state.reload} />
      ) : state.list.status !== 'ready' ? (
        <Loading label="Loading voicemail…" />
      ) : messages.length === 0 ? (
        <Empty title="No voicemail">Messages callers leave for you appear here.</Empty>
      ) : (
        <VirtualList
          role="listbox"
          id="message"
          label="Voicemail messages"
          class="messages"
          count={messages.length}
          rowHeight={ROW_HEIGHT}
          active={active}
          onActive={(i) => state.select(messages[i]?.uuid ?? null)}
          onOpen={(i) => {
            const uuid = messages[i]?.uuid;
            if (uuid) void state.open(uuid);
          }}
          renderRow={(i) => <MessageRow record={messages[i] as PhoneRecord} />}
        />
      )}
    </Screen>
  );
}

function MessageRow({ record }: { record: PhoneRecord }) {
  const unheard = isNewVoicemail(record);
  const date = voicemailDate(record);
  const seconds = voicemailSeconds(record);
  const mailbox = textField(record, 'voicemail_id');
  return (
    <>
      <span class={unheard ? 'dot new' : 'dot'} aria-hidden="true" />
      <Party name={textField(record, 'caller_id_name')} number={textField(record, 'caller_id_number')} />
      <span class="row-meta">
        {unheard && <span class="tag">New</span>}
        {mailbox && <span class="muted">Mailbox {mailbox}</span>}
      </span>
      <span class="row-time" title={date ? longDateTime(date) : undefined}>
        {date ? shortDateTime(date) : ''}
        <span class="muted">{seconds === null ? '' : clock(seconds)}</span>
      </span>
    </>
  );
}

function MessageDetail({
  record,
  media,
  onClose,
}: {
  record: PhoneRecord;
  media: ComponentChildren;
  onClose(): void;
}) {
  const number = textField(record, 'caller_id_number');
  const date = voicemailDate(record);
  return (
    <div class="detail-body">
      <header class="detail-header">
        <div>
          <p class="eyebrow">Voicemail{date && ` · ${shortDateTime(date)}`}</p>
          <h2>
            <Party name={textField(record, 'caller_id_name')} number={number} />
          </h2>
        </div>
        <button type="button" class="icon-button" aria-label="Close details" onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      {media}
      {number && (
        <p class="actions">
          <button type="button" class="button primary" onClick={() => callNumber(number, 'voicemail')}>
            <Icon name="phone" size={16} /> Call back
          </button>
          <button type="button" class="button" onClick={() => lookUpNumber(number)}>
            <Icon name="lookup" size={16} /> Look up
          </button>
        </p>
      )}
      <FieldList label="Message details" rows={fieldRows(record, VOICEMAIL_FIELDS)} />
    </div>
  );
}
