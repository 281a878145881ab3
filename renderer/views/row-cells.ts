// What the record lists' rows share, written straight into their elements (renderer/views/call-row.ts says
// why): the party (a name over its number), the person's note on the record, the time and length at a
// row's end, and the helpers that build a row's parts once and then only set what differs from what the
// element shows. History's (call-row.ts), voicemail's (voicemail-row.ts) and recordings' (recording-row.ts)
// rows are made of these, so a fix to one is a fix to all.
import type { RecordNote } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import type { PartyLines } from '../components/party';
import { clock, longDateTime, shortDateTime } from '../format/time';
import '../components/party.css';
import '../components/row-time.css';

export function element(tag: 'span' | 'div', className: string): HTMLElement {
  const made = document.createElement(tag);
  if (className) made.className = className;
  return made;
}

/** An element holding one text node, which setText changes; `translate` false for data, not words. */
export function textElement(tag: 'span', className: string, translate = true): HTMLElement {
  const made = element(tag, className);
  if (!translate) made.translate = false;
  made.append(document.createTextNode(''));
  return made;
}

/** A grid cell: a div, as the rows are (renderer/components/virtual-list.tsx says why). */
export function cell(className: string): HTMLElement {
  const made = element('div', className);
  made.setAttribute('role', 'gridcell');
  return made;
}

/** Sets the text of an element made by textElement, unless it already shows it. */
export function setText(holder: HTMLElement, value: string): void {
  const text = holder.firstChild as Text;
  if (text.data !== value) text.data = value;
}

/** Sets the attribute (null: removes it), unless it already has that value. */
export function setAttribute(target: Element, name: string, value: string | null): void {
  if (value === null) target.removeAttribute(name);
  else if (target.getAttribute(name) !== value) target.setAttribute(name, value);
}

/** Makes `children` (elements kept in a row's parts, or words) the parent's, unless they already are. */
export function setChildren(parent: Element, children: readonly (Node | string)[]): void {
  const shown = parent.childNodes;
  const same =
    shown.length === children.length &&
    children.every((child, i) => {
      const node = shown[i];
      return typeof child === 'string' ? node instanceof Text && node.data === child : node === child;
    });
  if (!same) parent.replaceChildren(...children);
}

/** A party: its name (the first line), and under it its number, or the row's own line holding it. */
export interface PartyParts {
  party: HTMLElement;
  name: HTMLElement;
  number: HTMLElement;
  /** What the party holds: the name alone, or the name over the line under it. */
  shown: readonly [readonly Node[], readonly Node[]];
}

/** A party's parts; `line`: what goes under the name, when that is more than the number (history's line). */
export function buildParty(line?: HTMLElement): PartyParts {
  const party = element('span', 'party');
  const name = textElement('span', 'party-name');
  const number = textElement('span', 'party-number', false);
  return { party, name, number, shown: [[name], [name, line ?? number]] };
}

/**
 * Shows the party's lines, with the line under the name when `under` (by default, when there is a
 * number to show under it); `secondIsWord`: the second line is the app's word, not a number.
 */
export function paintParty(
  parts: PartyParts,
  lines: PartyLines,
  under = lines.second !== null,
  secondIsWord = false,
): void {
  setText(parts.name, lines.first);
  // The phone system's name or number is not to translate; the app's word for neither is.
  setAttribute(parts.name, 'translate', lines.ownWord ? 'yes' : 'no');
  if (lines.second !== null) {
    setText(parts.number, lines.second);
    setAttribute(parts.number, 'translate', secondIsWord ? 'yes' : 'no');
  }
  setChildren(parts.party, parts.shown[under ? 1 : 0]);
}

/**
 * The person's note on a record, as a row shows it: a spoken "Note:", its outcome as a tag, and a line of
 * its text. Never markup: text nodes.
 */
export interface NoteParts {
  note: HTMLElement;
  spoken: HTMLElement;
  outcome: HTMLElement;
  /** The line, a text node of the note's own: the note's box is what cuts it. */
  text: Text;
}

export function buildNote(className: string): NoteParts {
  const parts: NoteParts = {
    note: element('span', className),
    spoken: textElement('span', 'visually-hidden'),
    outcome: textElement('span', 'tag outcome-tag', false),
    text: document.createTextNode(''),
  };
  // The person's words and labels, not the app's: only the spoken "Note:" is to translate.
  parts.note.translate = false;
  parts.spoken.translate = true;
  return parts;
}

/** Shows `note` with `line` (null: no line) after its outcome. */
export function paintNote(parts: NoteParts, note: RecordNote, line: string | null): void {
  setText(parts.spoken, t('noteUi.row.spoken'));
  if (note.outcome) setText(parts.outcome, note.outcome.label);
  if (line !== null && parts.text.data !== line) parts.text.data = line;
  setChildren(parts.note, [
    parts.spoken,
    ...(note.outcome ? [parts.outcome] : []),
    ...(line === null ? [] : [parts.text]),
  ]);
}

/**
 * What a voicemail's and a recording's rows both show: who; at the row's end when (the full date on
 * hover) over how long; and the start of what was said, on a line of its own.
 */
export interface RecordCells {
  party: PartyParts;
  time: HTMLElement;
  length: HTMLElement;
  said: HTMLElement;
}

export function buildRecordCells(): RecordCells {
  const time = textElement('span', 'row-time', false);
  const length = textElement('span', 'muted');
  time.append(length);
  return { party: buildParty(), time, length, said: textElement('span', 'row-said', false) };
}

/**
 * Shows who (`secondIsWord` as for paintParty), when, how long, and what was said (null: the row shows
 * no such line, and `said` is left as it was).
 */
export function paintRecordCells(
  cells: RecordCells,
  lines: PartyLines,
  secondIsWord: boolean,
  date: Date | null,
  seconds: number | null,
  said: string | null,
): void {
  paintParty(cells.party, lines, lines.second !== null, secondIsWord);
  setAttribute(cells.time, 'title', date ? longDateTime(date) : null);
  // The time element's first child is its own text node, before the length's element.
  setText(cells.time, date ? shortDateTime(date) : '');
  setText(cells.length, seconds === null ? '' : clock(seconds));
  if (said !== null) setText(cells.said, said);
}
