// A voicemail row, written straight into the list's row element as history's are (renderer/views/call-row.ts
// says why), of the cells the lists share (renderer/views/row-cells.ts): the unheard dot, who, the
// mailbox, when and how long, and a line of its own with its tags (Unheard, deleted on the phone) and the
// person's note or the start of what was said.
import type { Voicemail } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { partyLines } from '../components/party';
import { transcriptionLine, voicemailDate } from '../format/messages';
import { firstLine } from '../stores/notes';
import {
  buildNote,
  buildRecordCells,
  element,
  type NoteParts,
  paintNote,
  paintRecordCells,
  type RecordCells,
  setAttribute,
  setChildren,
  setText,
  textElement,
} from './row-cells';

interface MessageParts {
  dot: HTMLElement;
  cells: RecordCells;
  meta: HTMLElement;
  /** "Mailbox 201": the app's words around the mailbox, which is data. */
  mailbox: HTMLElement;
  mailboxName: HTMLElement;
  note: HTMLElement;
  unheard: HTMLElement;
  deleted: HTMLElement;
  written: NoteParts;
}

const rowParts = new WeakMap<HTMLElement, MessageParts>();

/** Shows `message` in the row element, building its parts the first time; `unheard`: marked so. */
export function paintMessageRow(row: HTMLElement, message: Voicemail, unheard: boolean): void {
  let parts = rowParts.get(row);
  if (!parts) {
    parts = build(row);
    rowParts.set(row, parts);
  }
  const { party, mailbox, note } = message;
  const deleted = message.phoneStatus === 'deleted';
  // The person's own words come before the transcription's: a row has one line for either.
  const written = note ? firstLine(note.text) : '';
  const said = written === '' ? transcriptionLine(message) : null;

  setAttribute(parts.dot, 'class', unheard ? 'dot unheard' : 'dot');
  const { cells } = parts;
  const lines = partyLines(party.name, party.shown);
  paintRecordCells(cells, lines, false, voicemailDate(message), message.lengthSeconds, said);
  if (mailbox) {
    setText(parts.mailboxName, mailbox);
    setChildren(parts.mailbox, tParts('voicemail.mailbox', { mailbox: parts.mailboxName }));
  }
  setChildren(parts.meta, mailbox ? [parts.mailbox] : []);

  // A line of its own at every width, so a tag (Unheard, deleted on the phone) is seen in words at every
  // width, beside the start of what was said.
  const line: Node[] = [];
  if (unheard) {
    setText(parts.unheard, t('voicemail.status.unheard'));
    line.push(parts.unheard);
  }
  if (deleted) {
    setText(parts.deleted, t('voicemail.status.deleted'));
    line.push(parts.deleted);
  }
  if (note) {
    // No words but an outcome: an empty line, as the row has always had.
    paintNote(parts.written, note, written && ` ${written}`);
    line.push(parts.written.note);
  }
  if (said) line.push(cells.said);
  setChildren(parts.note, line);
  const shown = [parts.dot, cells.party.party, parts.meta, cells.time];
  setChildren(row, line.length === 0 ? shown : [...shown, parts.note]);
}

function build(row: HTMLElement): MessageParts {
  const parts: MessageParts = {
    dot: element('span', 'dot'),
    cells: buildRecordCells(),
    meta: element('span', 'row-meta'),
    mailbox: element('span', 'muted'),
    mailboxName: textElement('span', '', false),
    note: element('span', 'row-note'),
    unheard: textElement('span', 'tag'),
    deleted: textElement('span', 'tag quiet'),
    written: buildNote('row-said row-written'),
  };
  parts.dot.setAttribute('aria-hidden', 'true');
  row.replaceChildren(parts.dot, parts.cells.party.party, parts.meta, parts.cells.time);
  return parts;
}
