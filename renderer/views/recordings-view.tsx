// Call recordings: a paged list with a search and days like history's, and a player for the one opened,
// with what was said, and Call back and Look up for the other party.
import { useMemo } from 'preact/hooks';
import type { Direction, Recording } from '../../preload/contract';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import { DateRange } from '../components/date-range';
import { AllFields, FieldList } from '../components/field-list';
import { FilterFold } from '../components/filter-fold';
import { Media } from '../components/media-detail';
import { NameSource } from '../components/name-source';
import { SaveAudio } from '../components/save-audio';
import { SearchBox } from '../components/search-box';
import { Empty } from '../components/states';
import { Transcription } from '../components/transcription';
import {
  namesParty,
  recordingDate,
  recordingFacts,
  recordingNameHint,
  recordingParty,
} from '../format/messages';
import { shortDateTime } from '../format/time';
import { recordings } from '../stores';
import { filterRecordings } from '../stores/recordings';
import { useStore } from '../stores/use-store';
import { ContactButton } from './contact-button';
import { DetailPane, ListScreen } from './list-screen';
import { NumberActions } from './number-actions';
import { paintRecordingRow } from './recording-row';
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
  // The list holds what is known of a recording: one no longer listed (a reload since) is its audio only.
  const recording = opened && (records.find((r) => r.id === opened.uuid) ?? null);
  const media = opened && (
    <Media
      kind="recording"
      label={recording ? recordingParty(recording) : t('app.recordingNoParty')}
      audio={opened.value}
      loading={opened.load.status === 'loading'}
      error={opened.load.error}
      onRetry={() => state.open(opened.uuid)}
    />
  );
  const detail =
    opened &&
    (recording ? (
      <DetailPane
        eyebrow={describe(recording)}
        title={<RecordedParty recording={recording} />}
        onClose={state.close}
      >
        <NameSource party={recording.party} />
        {media}
        <div class="actions">
          <NumberActions number={recording.party.number} source="history" />
          <ContactButton
            number={recording.party.number}
            contactId={recording.party.contactId}
            name={recording.party.recordedName}
          />
          <SaveAudio
            request={{ kind: 'recording', uuid: recording.id, hint: recordingNameHint(recording) }}
          />
        </div>
        <Transcription text={recording.transcription} />
        <FieldList label={t('recordings.detailsLabel')} rows={recordingFacts(recording)} />
        <AllFields raw={recording.raw} />
      </DetailPane>
    ) : (
      <DetailPane eyebrow={t(CALL_KINDS.unknown)} title={t('app.recordingNoParty')} onClose={state.close}>
        {media}
      </DetailPane>
    ));

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
        paintRow: paintRecordingRow,
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
function describe(recording: Recording) {
  const date = recordingDate(recording);
  const call = t(CALL_KINDS[recording.direction]);
  return date
    ? tParts('recordings.eyebrowAt', { call, date: <span translate={false}>{shortDateTime(date)}</span> })
    : call;
}

/** Who was on the other end, marked as data unless the app's word stands in. */
function RecordedParty({ recording }: { recording: Recording }) {
  return <span translate={!namesParty(recording)}>{recordingParty(recording)}</span>;
}
