// Call recordings: a paged list, and a player for the one opened.
import { useEffect, useMemo } from 'preact/hooks';
import type { PhoneRecord } from '../../preload/contract';
import { DetailHeader } from '../components/detail-header';
import { FieldList } from '../components/field-list';
import { Icon } from '../components/icons';
import { ListBody } from '../components/list-body';
import { ListFooter } from '../components/list-footer';
import { Media } from '../components/media-detail';
import { RefreshButton } from '../components/refresh-button';
import { SaveAudio } from '../components/save-audio';
import { Empty } from '../components/states';
import { recordRowHandlers, VirtualList } from '../components/virtual-list';
import { callDirection, DIRECTION_WORDS } from '../format/calls';
import { fieldRows } from '../format/fields';
import {
  RECORDING_FIELDS,
  recordingDate,
  recordingNameHint,
  recordingParty,
  recordingSeconds,
} from '../format/messages';
import { clock, longDateTime, shortDateTime } from '../format/time';
import { recordings } from '../stores';
import { useStore } from '../stores/use-store';
import { Screen } from './screen';

const ROW_HEIGHT = 56;

export function RecordingsView() {
  const state = useStore(recordings, (s) => s);
  const { records } = state;
  const active = useMemo(
    () => records.findIndex((r) => r.uuid === state.selected),
    [records, state.selected],
  );

  useEffect(() => {
    if (recordings.getState().list.status === 'idle') void recordings.getState().reload();
  }, []);

  const opened = state.opened;
  const record = opened && (records.find((r) => r.uuid === opened.uuid) ?? { uuid: opened.uuid });
  const detail = opened && record && (
    <div class="detail-body">
      <DetailHeader eyebrow={describe(record)} title={recordingParty(record)} onClose={state.close} />
      <Media
        what="the recording"
        label={recordingParty(record)}
        audio={opened.value}
        loading={opened.load.status === 'loading'}
        error={opened.load.error}
        onRetry={() => state.open(opened.uuid)}
      />
      <div class="actions">
        <SaveAudio request={{ kind: 'recording', uuid: opened.uuid, hint: recordingNameHint(record) }} />
      </div>
      <FieldList label="Recording details" rows={fieldRows(record, RECORDING_FIELDS)} />
    </div>
  );

  const toolbar = <RefreshButton what="recordings" onRefresh={state.reload} />;

  return (
    <Screen title="Recordings" toolbar={toolbar} detail={detail}>
      <ListBody
        what="recordings"
        list={state.list}
        onRetry={state.reload}
        isEmpty={records.length === 0}
        empty={<Empty title="No recordings">Recorded calls appear here.</Empty>}
      >
        <VirtualList
          role="listbox"
          id="recording"
          label="Recordings"
          class="recordings"
          count={records.length}
          rowHeight={ROW_HEIGHT}
          active={active}
          {...recordRowHandlers(records, state)}
          onNearEnd={state.loadMore}
          renderRow={(i) => <RecordingRow record={records[i] as PhoneRecord} />}
        />
        <ListFooter what="recordings" list={state} summary={`${records.length} recordings loaded`} />
      </ListBody>
    </Screen>
  );
}

/** "Incoming call · Mon 3 Jun 14:03" */
function describe(record: PhoneRecord): string {
  const date = recordingDate(record);
  const direction = callDirection(record);
  return `${DIRECTION_WORDS[direction]}${direction === 'unknown' ? '' : ' call'}${date ? ` · ${shortDateTime(date)}` : ''}`;
}

function RecordingRow({ record }: { record: PhoneRecord }) {
  const date = recordingDate(record);
  const seconds = recordingSeconds(record);
  return (
    <>
      <Icon name="recordings" size={16} />
      <span class="party">
        <span class="party-name">{recordingParty(record)}</span>
        <span class="party-number">{DIRECTION_WORDS[callDirection(record)]}</span>
      </span>
      <span class="row-time" title={date ? longDateTime(date) : undefined}>
        {date ? shortDateTime(date) : ''}
        <span class="muted">{seconds === null ? '' : clock(seconds)}</span>
      </span>
    </>
  );
}
