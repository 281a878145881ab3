// A call history row, written straight into the list's row element instead of rendered by Preact.
//
// Why: scrolling 100,000 calls 2,400 px a frame (npm run bench) brings about 20 new rows into every
// frame. Rendered through Preact they allocated 170 KB a frame (vnodes, props, children arrays) and
// made the frames slower and more uneven: p95 12–14 ms, 22–26 frames in 2,000 over 16.7 ms. Written
// here, the rows allocate 44 KB a frame, most of it their words, and p95 is 10–11 ms. What is left over
// 16.7 ms is nearly all V8's mark-compacts (about 13 ms each, paced by V8 at one every 0.75 s or so).
//
// What: the DOM is the one the Preact row had, the same cells, classes and attributes, so the stylesheet,
// screen readers and the tests see no difference. Each row element gets its parts once (build); every
// paint then only sets what differs from what the element shows. Voicemail's and recordings' rows are
// written the same way (voicemail-row.ts, recording-row.ts), of the cells all three share (row-cells.ts).
import type { Call, Direction, RecordNote } from '../../preload/contract';
import { type CallResult, resultInWords } from '../../preload/shared/call-result';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import { type IconName, iconElement, setIcon } from '../components/icons';
import { partyLines } from '../components/party';
import { callSeconds, directionWord } from '../format/calls';
import { clock, dayAndTime, longDateTime } from '../format/time';
import { firstLine } from '../stores/notes';
import { callNumber, canCallBack, lookUpNumber, lookupUnavailable, openCallInCrm } from './actions';
import {
  buildNote,
  buildParty,
  cell,
  element,
  type NoteParts,
  type PartyParts,
  paintNote,
  paintParty,
  setAttribute,
  setChildren,
  setText,
  textElement,
} from './row-cells';

const DIRECTION_ICONS: Record<Direction, IconName> = {
  inbound: 'incoming',
  outbound: 'outgoing',
  local: 'internal',
  unknown: 'phone',
};

/** What screen readers hear of a call not simply answered: its direction, then what happened. */
const SPOKEN_RESULTS = {
  missed: 'history.row.spoken.missed',
  voicemail: 'history.row.spoken.voicemail',
  busy: 'history.row.spoken.busy',
  no_answer: 'history.row.spoken.noAnswer',
  cancelled: 'history.row.spoken.cancelled',
  failed: 'history.row.spoken.failed',
} as const satisfies Record<Exclude<CallResult, 'answered'>, MessageKey>;

/** A row element's parts, made once, and the call its buttons call back, look up or open in the CRM. */
interface RowParts {
  number: string | null;
  call: Call | null;
  party: PartyParts;
  /** The line under the name: the number, and the person's note on the call (its outcome, its first line). */
  partyLine: HTMLElement;
  note: NoteParts;
  /** What the line under the name holds: nothing, the number, the note, or both. */
  lines: readonly (readonly Node[])[];
  directionCell: HTMLElement;
  directionIcon: SVGSVGElement;
  kind: HTMLElement;
  spoken: HTMLElement;
  whenCell: HTMLElement;
  stack: HTMLElement;
  day: HTMLElement;
  time: HTMLElement;
  durationCell: HTMLElement;
  noTalk: HTMLElement;
  noTalkRest: HTMLElement;
  talked: HTMLElement;
  actionsCell: HTMLElement;
  callBack: HTMLButtonElement;
  lookUp: HTMLButtonElement;
  /** Open in CRM, on rows of an account that has a CRM address. */
  crm: HTMLButtonElement;
  /** What the actions cell holds: nothing, Call back and Look up, Open in CRM, or all three. */
  actions: readonly (readonly Node[])[];
  /** The '—' of a call with no start, and of one answered with no length: a node can be in one place. */
  noStart: Text;
  noLength: Text;
}

const rowParts = new WeakMap<HTMLElement, RowParts>();

/**
 * Shows `call` in the row element, building its parts the first time; `crm`: whether the account in use
 * has a CRM address, for Open in CRM beside Call back and Look up.
 */
export function paintCallRow(row: HTMLElement, call: Call, crm = false): void {
  let parts = rowParts.get(row);
  if (!parts) {
    parts = build(row);
    rowParts.set(row, parts);
  }
  const { direction, missed, result, party } = call;
  // Shown: what happened when the call was not simply answered (Missed, Voicemail, Busy…), else which
  // way it went; the icon keeps the direction. Said: both ("Outgoing, no answer").
  const unanswered = result !== null && result !== 'answered' ? result : null;
  const kind = unanswered ? resultInWords(unanswered) : directionWord(direction);
  parts.number = party.number;
  parts.call = call;

  // The name main's resolver gave the other party, over its number as people read it.
  const lines = partyLines(party.name, party.shown);
  if (call.note) paintCallNote(parts.note, call.note);
  // The line's children, as arrays made once (rows are painted many times a frame while a list scrolls).
  const under = parts.lines[(lines.second === null ? 0 : 1) + (call.note ? 2 : 0)] as readonly Node[];
  setChildren(parts.partyLine, under);
  paintParty(parts.party, lines, under.length !== 0);

  setAttribute(parts.directionCell, 'class', missed ? 'col-direction missed' : 'col-direction');
  setIcon(parts.directionIcon, missed ? 'missed' : DIRECTION_ICONS[direction]);
  // The word shows at every width; screen readers get the direction and the result together.
  setText(parts.kind, kind);
  setText(
    parts.spoken,
    unanswered ? t(SPOKEN_RESULTS[unanswered], { direction: directionWord(direction) }) : kind,
  );

  const start = call.startMs === null ? null : new Date(call.startMs);
  setAttribute(parts.whenCell, 'title', start ? longDateTime(start) : null);
  if (start) {
    const { day, time } = dayAndTime(start);
    setText(parts.day, day);
    setText(parts.time, time);
  }
  setChildren(parts.whenCell, [start ? parts.stack : parts.noStart]);

  paintLength(parts, callSeconds(call), unanswered !== null);

  const callable = canCallBack(party.number) ? party.number : null;
  if (callable) paintActions(parts, callable, lines.first);
  if (crm) {
    setAttribute(parts.crm, 'aria-label', t('crmUi.row.label', { name: lines.first }));
    setAttribute(parts.crm, 'title', t('crmUi.row.title'));
  }
  setChildren(parts.actionsCell, parts.actions[(callable ? 1 : 0) + (crm ? 2 : 0)] as readonly Node[]);
}

/** The longest first line a row's tooltip repeats. */
const NOTE_TITLE_CHARS = 300;

/**
 * The person's note, after the number on the same line: its outcome as a tag and its first line, cut
 * with an ellipsis where the row has no more room (the detail shows it whole). Never markup: text nodes.
 */
function paintCallNote(parts: NoteParts, note: RecordNote): void {
  const line = firstLine(note.text);
  paintNote(parts, note, line === '' ? null : line);
  setAttribute(parts.note, 'title', line === '' ? null : line.slice(0, NOTE_TITLE_CHARS));
}

/**
 * How long the call lasted. Nobody talked on a call that was not answered (missed, busy, to voicemail…):
 * that is said in words, not as its ringing time or a dash.
 */
function paintLength(parts: RowParts, seconds: number | null, unanswered: boolean): void {
  if (unanswered) {
    setAttribute(
      parts.noTalk,
      'title',
      seconds === null ? null : t('history.row.notAnswered', { duration: clock(seconds) }),
    );
    setText(parts.noTalkRest, t('history.row.noTalkRest'));
    setChildren(parts.noTalk, tParts('history.row.noTalk', { rest: parts.noTalkRest }));
  } else if (seconds !== null) setText(parts.talked, clock(seconds));
  setChildren(parts.durationCell, [
    unanswered ? parts.noTalk : seconds === null ? parts.noLength : parts.talked,
  ]);
}

/**
 * Call back and Look up for a row whose number can be called; Look up says why when it cannot answer.
 * On a narrow list only Call back stays on the row (Look up is on L and in the detail).
 */
function paintActions(parts: RowParts, number: string, label: string): void {
  setAttribute(parts.callBack, 'aria-label', t('history.row.callBack', { name: label }));
  setAttribute(parts.callBack, 'title', t('history.row.callBackTitle'));
  const noLookup = lookupUnavailable(number);
  setAttribute(parts.lookUp, 'aria-label', t('history.row.lookUp', { number }));
  setAttribute(parts.lookUp, 'title', noLookup ?? t('history.row.lookUpTitle'));
  setAttribute(parts.lookUp, 'disabled', noLookup === null ? null : '');
}

function build(row: HTMLElement): RowParts {
  const partyLine = element('span', 'party-line');
  const parts: RowParts = {
    number: null,
    call: null,
    party: buildParty(partyLine),
    partyLine,
    note: buildNote('call-note'),
    lines: [],
    directionCell: cell('col-direction'),
    directionIcon: iconElement('phone', 16),
    kind: textElement('span', 'direction-text'),
    spoken: textElement('span', 'visually-hidden'),
    whenCell: cell('col-start_epoch'),
    stack: element('span', 'stack'),
    day: textElement('span', ''),
    time: textElement('span', 'muted'),
    durationCell: cell('col-duration'),
    noTalk: element('span', 'no-talk'),
    noTalkRest: textElement('span', 'visually-hidden'),
    talked: textElement('span', '', false),
    actionsCell: cell('col-actions'),
    callBack: iconButton('icon-button row-call', 'phone'),
    lookUp: iconButton('icon-button row-lookup', 'lookup'),
    crm: iconButton('icon-button row-crm', 'external'),
    actions: [],
    noStart: document.createTextNode('—'),
    noLength: document.createTextNode('—'),
  };
  const { number } = parts.party;
  const { note } = parts.note;
  parts.lines = [[], [number], [note], [number, note]];
  parts.actions = [
    [],
    [parts.callBack, parts.lookUp],
    [parts.crm],
    [parts.callBack, parts.lookUp, parts.crm],
  ];
  const partyCell = cell('col-party');
  partyCell.append(parts.party.party);
  parts.kind.setAttribute('aria-hidden', 'true');
  parts.directionCell.append(parts.directionIcon, parts.kind, parts.spoken);
  parts.whenCell.translate = false;
  parts.stack.translate = false;
  parts.stack.append(parts.day, parts.time);
  // The buttons act on the row's number as last painted; a click is theirs, not the row's (which opens it).
  parts.callBack.addEventListener('click', (event) => {
    event.stopPropagation();
    if (parts.number) void callNumber(parts.number, 'history');
  });
  parts.lookUp.addEventListener('click', (event) => {
    event.stopPropagation();
    if (parts.number) lookUpNumber(parts.number);
  });
  parts.crm.addEventListener('click', (event) => {
    event.stopPropagation();
    if (parts.call) openCallInCrm(parts.call);
  });
  row.replaceChildren(partyCell, parts.directionCell, parts.whenCell, parts.durationCell, parts.actionsCell);
  return parts;
}

function iconButton(className: string, icon: IconName): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.className = className;
  // Focus stays on the grid: the row's keys (C, L) reach these actions.
  made.tabIndex = -1;
  made.append(iconElement(icon, 16));
  return made;
}
