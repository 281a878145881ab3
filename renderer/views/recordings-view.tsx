// Call recordings: a paged list with a search and days like history's, and a player for the one opened,
// with what was said, and Call back and Look up for the other party.
import { useMemo } from 'preact/hooks';
import type { PhoneRecord } from '../../preload/contract';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
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
import { callDirection, type Direction, directionWord, otherParty } from '../format/calls';
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
import { textField } from '../format/values';
import { recordings } from '../stores';
import { filterRecordings } from '../stores/recordings';
import { useStore } from '../stores/use-store';
import { DetailPane, ListScreen } from './list-screen';
import { NumberActions } from './number-actions';
import '../components/party.css';

/** Who, over the transcription's first words: the same height for every row, transcribed or not. */
const ROW_HEIGHT = 72;

/** The kind of call a recording is of, above its other party. */
const CALL_KINDS = {
  inbound: 'recordings.call.inbound',
  outbound: 'recordings.call.outbound',
  local: 'recordings.call.local',
  unknown: 'recordings.call.unknown',
} as const satisfies Record<Direction, MessageKey>;

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
    <DetailPane eyebrow={describe(record)} title={<RecordedParty record={record} />} onClose={state.close}>
      <Media
        kind="recording"
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
      <FieldList label={t('recordings.detailsLabel')} rows={factRows(record, RECORDING_FIELDS)} />
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
          placeholder={t('recordings.searchPlaceholder')}
          label={t('recordings.searchLabel')}
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
      title={t('recordings.title')}
      what="recordings"
      state={state}
      filters={filters}
      detail={detail}
      isEmpty={records.length === 0}
      empty={<Empty title={t('recordings.emptyTitle')}>{t('recordings.emptyText')}</Empty>}
      rows={rows}
      noMatch={{
        title: t('recordings.noMatchTitle'),
        widen: t('recordings.noMatchWiden'),
        more: state.complete ? null : { what: 'recordings', load: state.loadMore },
      }}
      list={{
        role: 'listbox',
        id: 'recording',
        label: t('recordings.title'),
        class: 'recordings',
        rowHeight: ROW_HEIGHT,
        onNearEnd: state.loadMore,
        renderRow: (record) => <RecordingRow record={record} />,
      }}
      footer={{
        what: 'recordings',
        list: state,
        summary: narrowed
          ? t('recordings.countMatching', { count: rows.length, total: records.length })
          : t('recordings.countLoaded', { count: records.length }),
      }}
    />
  );
}

/** "Incoming call · Mon 3 Jun 14:03" */
function describe(record: PhoneRecord) {
  const date = recordingDate(record);
  const call = t(CALL_KINDS[callDirection(record)]);
  return date
    ? tParts('recordings.eyebrowAt', { call, date: <span translate={false}>{shortDateTime(date)}</span> })
    : call;
}

/** Whether the recording names its other party (phone-system data); else the app's word stands in. */
function namesParty(record: PhoneRecord): boolean {
  const { name, number } = otherParty(record);
  return (name ?? number ?? textField(record, 'call_recording_name')) !== null;
}

/** Who was on the other end, marked as data unless the app's word stands in. */
function RecordedParty({ record }: { record: PhoneRecord }) {
  return <span translate={!namesParty(record)}>{recordingParty(record)}</span>;
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
        {/* The name's own element: a wrapper would reach past a narrow row instead of being cut by it. */}
        <span class="party-name" translate={!namesParty(record)}>
          {recordingParty(record)}
        </span>
        {/* Under a name, the number; under a number, which way the call went. */}
        <span class="party-number" translate={!(name && number)}>
          {name && number ? displayPhoneNumber(number) : directionWord(callDirection(record))}
        </span>
      </span>
      <RowTime date={date} seconds={seconds} />
      {said && (
        <span class="row-note">
          <span class="row-said" translate={false}>
            {said}
          </span>
        </span>
      )}
    </>
  );
}
