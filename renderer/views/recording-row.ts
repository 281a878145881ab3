// A recording row, written straight into the list's row element as history's are (renderer/views/call-row.ts
// says why), of the cells the lists share (renderer/views/row-cells.ts): the recordings icon, who (under
// a name its number, under a number which way the call went), when and how long, and the start of what
// was said.
import type { Recording } from '../../preload/contract';
import { iconElement } from '../components/icons';
import { directionWord } from '../format/calls';
import { namesParty, recordingDate, recordingParty, transcriptionLine } from '../format/messages';
import { buildRecordCells, element, paintRecordCells, type RecordCells, setChildren } from './row-cells';

interface RecordingParts {
  cells: RecordCells;
  /** The row's children without the line of what was said, and with it. */
  shown: readonly [readonly Node[], readonly Node[]];
}

const rowParts = new WeakMap<HTMLElement, RecordingParts>();

/** Shows `recording` in the row element, building its parts the first time. */
export function paintRecordingRow(row: HTMLElement, recording: Recording): void {
  let parts = rowParts.get(row);
  if (!parts) {
    parts = build(row);
    rowParts.set(row, parts);
  }
  const { name, shown } = recording.party;
  const said = transcriptionLine(recording);
  // Under a name, the number; under a number, which way the call went (the app's word, to translate).
  const number = name && shown ? shown : null;
  paintRecordCells(
    parts.cells,
    {
      first: recordingParty(recording),
      ownWord: !namesParty(recording),
      second: number ?? directionWord(recording.direction),
    },
    number === null,
    recordingDate(recording),
    recording.lengthSeconds,
    said,
  );
  setChildren(row, parts.shown[said ? 1 : 0]);
}

function build(row: HTMLElement): RecordingParts {
  const cells = buildRecordCells();
  const note = element('span', 'row-note');
  note.append(cells.said);
  const shown = [iconElement('recordings', 16), cells.party.party, cells.time];
  row.replaceChildren(...shown);
  return { cells, shown: [shown, [...shown, note]] };
}
