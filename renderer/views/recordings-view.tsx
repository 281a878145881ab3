// Call recordings: a paged list with a search and days like history's, and a player for the one opened,
// with what was said, and Call back and Look up for the other party.
import { useMemo } from 'preact/hooks';
import type { PhoneRecord } from '../../preload/contract';
import { transcriptionOf } from '../../preload/shared/transcription';
import { DateRange } from '../components/date-range';
import { AllFields, FieldList } from '../components/field-list';
import { FilterFold } from '../components/filter-fold';
import { Icon } from '../components/icons';
import { Media } from '../components/media-detail';
import { RowTime } from '../components/row-time';
import { SaveAudio } from '../components/save-audio';
import { SearchBox } from '../components/search-box';
import { Empty } from '../components/states';
import { Transcription } from '../components/transcription';
import { callDirection, DIRECTION_WORDS, otherParty } from '../format/calls';
import { formatCount } from '../format/count';
import { factRows } from '../format/fields';
import {
  RECORDING_FIELDS,
  recordingDate,
  recordingNameHint,
  recordingParty,
  recordingSeconds,
  transcriptionLine,
} from '../format/messages';
import { displayPhoneNumber } from '../format/phone';
import { shortDateTime } from '../format/time';
import { recordings } from '../stores';
import { filterRecordings } from '../stores/recordings';
import { useStore } from '../stores/use-store';
import { DetailPane, ListScreen } from './list-screen';
import { NumberActions } from './number-actions';
import '../components/party.css';

/** Who, over the transcription's first words: the same height for every row, transcribed or not. */
const ROW_HEIGHT = 72;

export function RecordingsView() {
  const state = useStore(recordings, (s) => s);
  const { records } = state;
  const rows = useMemo(
    () => filterRecordings(records, state.filter, state.range),
    [records, state.filter, state.range],
  );
  const narrowed = state.filter.trim() !== '' || state.range !== null;

  const opened = state.opened;
  const record = opened && (records.find((r) => r.uuid === opened.uuid) ?? { uuid: opened.uuid });
  const detail = opened && record && (
    <DetailPane eyebrow={describe(record)} title={recordingParty(record)} onClose={state.close}>
      <Media
        what="the recording"
        label={recordingParty(record)}
        audio={opened.value}
        loading={opened.load.status === 'loading'}
        error={opened.load.error}
        onRetry={() => state.open(opened.uuid)}
      />
      <div class="actions">
        <NumberActions number={otherParty(record).number} source="history" />
        <SaveAudio request={{ kind: 'recording', uuid: opened.uuid, hint: recordingNameHint(record) }} />
      </div>
      <Transcription text={transcriptionOf(record)} />
      <FieldList label="Recording details" rows={factRows(record, RECORDING_FIELDS)} />
      <AllFields record={record} />
    </DetailPane>
  );

  // On a narrow list panel the days fold under Filters, as history's do.
  const filters = (
    <FilterFold
      id="recordings-more-filters"
      active={state.range ? 1 : 0}
      search={
        <SearchBox
          placeholder="Name, number or words"
          label="Search loaded recordings by name, number or transcription"
          value={state.filter}
          onInput={state.setFilter}
        />
      }
    >
      <DateRange value={state.range} onChange={state.setRange} />
    </FilterFold>
  );

  return (
    <ListScreen
      title="Recordings"
      what="recordings"
      state={state}
      filters={filters}
      detail={detail}
      isEmpty={records.length === 0}
      empty={<Empty title="No recordings">Recorded calls appear here.</Empty>}
      rows={rows}
      noMatch={{
        title: 'No loaded recording matches',
        widen: 'Clear the search or the days to see every recording.',
        more: state.complete ? null : { what: 'recordings', load: state.loadMore },
      }}
      list={{
        role: 'listbox',
        id: 'recording',
        label: 'Recordings',
        class: 'recordings',
        rowHeight: ROW_HEIGHT,
        onNearEnd: state.loadMore,
        renderRow: (record) => <RecordingRow record={record} />,
      }}
      footer={{
        what: 'recordings',
        list: state,
        summary: narrowed
          ? `${formatCount(rows.length)} of ${formatCount(records.length)} loaded recordings match`
          : `${formatCount(records.length)} recordings loaded`,
      }}
    />
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
  const { name, number } = otherParty(record);
  const said = transcriptionLine(record);
  return (
    <>
      <Icon name="recordings" size={16} />
      <span class="party">
        <span class="party-name">{recordingParty(record)}</span>
        {/* Under a name, the number; under a number, which way the call went. */}
        <span class="party-number">
          {name && number ? displayPhoneNumber(number) : DIRECTION_WORDS[callDirection(record)]}
        </span>
      </span>
      <RowTime date={date} seconds={seconds} />
      {said && (
        <span class="row-note">
          <span class="row-said">{said}</span>
        </span>
      )}
    </>
  );
}
