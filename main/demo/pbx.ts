// The phone-system operations (version 7 of the interface) over the demo data set. Authentication, faults
// and the wire format are the server's business; these functions only answer the question asked.

import { type DemoCall, type DemoCallRecord, type DemoData, isCdrField } from './data';
import { type CdrLeg, type FusionPbxWire, isCdrColumn } from './fusionpbx-wire';
import type { Outcome, Payload, Row } from './render';
import { RequestError } from './reply';
import type { PbxOperation } from './routes';
import { parseRangeBound } from './time';

export interface PbxRequest {
  op: PbxOperation;
  /** The {uuid} path segment of the single-record operations. */
  id: string | undefined;
  query: URLSearchParams;
}

export interface PbxContext {
  data: DemoData;
  recordingBase64As: 'json' | 'text';
  /** Id of a newly originated call; injected so the server decides how ids are made. */
  newCallUuid: () => string;
  /** The rows of the FusionPBX wire form; undefined: the plain form, the model's records as they are. */
  fusionpbx: FusionPbxWire | undefined;
}

type SortValue = string | number | boolean | null;

/** How one wire form's call history is filtered by start, sorted and sent. */
interface CallHistoryForm<T> {
  startEpoch(row: T): number;
  /** What order_by sorts on for a field name; undefined when the form's rows have no such field. */
  sortValue(field: string): ((row: T) => SortValue) | undefined;
  send(row: T): Row;
  /** Whether the same rows array comes back while its rows are unchanged, so its sorted copies are kept. */
  keepsRows: boolean;
}

const PLAIN_HISTORY: CallHistoryForm<DemoCallRecord> = {
  startEpoch: (record) => record.start_epoch,
  sortValue: (field) => (isCdrField(field) ? (record) => record[field] : undefined),
  send: (record) => record,
  keepsRows: false, // the records themselves, which tests may edit: mapped afresh for every request
};

/** FusionPBX's rows are sorted and filtered by their typed values, as the database does, then sent as text. */
const fusionPbxHistory = (wire: FusionPbxWire): CallHistoryForm<CdrLeg> => ({
  startEpoch: (leg) => leg.columns.start_epoch,
  sortValue: (field) => (isCdrColumn(field) ? (leg) => leg.columns[field] : undefined),
  send: wire.callRow,
  keepsRows: true,
});

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
const DEFAULT_ORDER = 'start_epoch desc';
// Digits as the dial plan takes them, from the operator '0' up; feature codes ('*97') are not in the
// demo account's calling policy, so originate refuses them as a real deployment may.
const DESTINATION = /^\+?\d{1,20}$/;

/** Throws RequestError for client errors (400, 403, 404). */
export function runPbxOperation({ op, id, query }: PbxRequest, context: PbxContext): Outcome {
  const { data, fusionpbx } = context;
  switch (op) {
    case 'originate':
      return originate(query, context);
    case 'cdrs':
      return fusionpbx
        ? listCalls(fusionpbx.callLegs(), query, fusionPbxHistory(fusionpbx))
        : listCalls(
            data.calls.map(({ record }) => record),
            query,
            PLAIN_HISTORY,
          );
    case 'cdr': {
      const row = fusionpbx ? fusionPbxCall(fusionpbx, id) : plainCall(data.calls, id);
      return { kind: 'record', resource: 'xml_cdr', row };
    }
    case 'recordings':
      return page(
        'call_recordings',
        fusionpbx ? fusionpbx.recordingRows() : data.recordings.map(({ record }) => record),
        query,
        (row) => row,
      );
    case 'recording':
      return downloadRecording(query, context);
    case 'voicemails': {
      const rows = data.voicemails.map((message) =>
        fusionpbx ? fusionpbx.voicemailRow(message) : message.record,
      );
      return { kind: 'list', resource: 'voicemail_messages', rows, total: rows.length };
    }
    case 'voicemail': {
      const message = findById(data.voicemails, id, 'Voicemail message');
      const row = {
        ...(fusionpbx ? fusionpbx.voicemailRow(message) : message.record),
        message_base64: Buffer.from(message.audio).toString('base64'),
      };
      return { kind: 'record', resource: 'voicemail_messages', row };
    }
  }
}

function plainCall(calls: readonly DemoCall[], id: string | undefined): Row {
  const call = findById(calls, id, 'Call record');
  return { ...call.record, ...call.detail };
}

/** Any leg of any call: a b-leg has a record of its own. */
function fusionPbxCall(wire: FusionPbxWire, id: string | undefined): Row {
  const leg = wire.callLegs().find(({ columns }) => columns.xml_cdr_uuid === id);
  if (!leg) throw notFound('Call record', id);
  return wire.callDetailRow(leg);
}

function originate(query: URLSearchParams, context: PbxContext): Payload {
  const extension = query.get('extension');
  const destination = query.get('destination');
  if (!extension || !destination) {
    throw new RequestError(400, 'bad_request', 'Both extension and destination are required');
  }
  if (!context.data.extensions.includes(extension)) {
    throw new RequestError(403, 'forbidden', `Extension ${extension} is not authorized for this API account`);
  }
  if (!DESTINATION.test(destination)) {
    throw new RequestError(
      400,
      'bad_request',
      'Destination must be 1 to 20 digits, optionally starting with +',
    );
  }
  const row = {
    status: 'ok',
    message: `Call originated: extension ${extension} rings first, then ${destination}`,
    call_uuid: context.newCallUuid(),
  };
  return { kind: 'record', resource: 'originate', row };
}

/**
 * Sorted copies of a form's rows by order ('start_epoch -1'), kept while the form hands over the same
 * array: the FusionPBX wire does so while the calls are unchanged, so paging through 100,000 calls sorts
 * their legs once rather than once a page.
 */
const sortedRows = new WeakMap<readonly unknown[], Map<string, readonly unknown[]>>();

function sortedBy<T>(rows: readonly T[], { key, compare }: Order<T>): readonly T[] {
  const byOrder = sortedRows.get(rows) ?? new Map<string, readonly unknown[]>();
  sortedRows.set(rows, byOrder);
  const kept = byOrder.get(key) as readonly T[] | undefined;
  if (kept) return kept;
  const sorted = rows.toSorted(compare);
  byOrder.set(key, sorted);
  return sorted;
}

/**
 * Filters and sorts the rows as they are held, then sends only the page asked for. Kept rows are sorted
 * first and then filtered: the sort is stable, so the rows in range come in the order sorting only them
 * gives.
 */
function listCalls<T>(rows: readonly T[], query: URLSearchParams, form: CallHistoryForm<T>): Payload {
  const range = parseRange(query.getAll('start_stamp[]'));
  const order = parseOrder(query.get('order_by') ?? DEFAULT_ORDER, form);
  const inRange = (row: T) => {
    const startMs = form.startEpoch(row) * 1000;
    return !range || (startMs >= range.from && startMs <= range.to);
  };
  const matching = form.keepsRows
    ? range
      ? sortedBy(rows, order).filter(inRange)
      : sortedBy(rows, order)
    : rows.filter(inRange).sort(order.compare);
  return page('xml_cdr', matching, query, form.send);
}

function downloadRecording(query: URLSearchParams, context: PbxContext): Outcome {
  const uuid = query.get('uuid');
  const type = query.get('type') ?? 'binary';
  if (!uuid) throw new RequestError(400, 'bad_request', 'uuid is required');
  if (type !== 'binary' && type !== 'base64') {
    throw new RequestError(400, 'bad_request', `Unsupported type "${type}": use binary or base64`);
  }
  const recording = findById(context.data.recordings, uuid, 'Recording');
  if (type === 'binary') {
    const headers = {
      'Content-Disposition': `attachment; filename="${recording.record.call_recording_name}"`,
    };
    return { kind: 'http', status: 200, contentType: 'audio/wav', body: recording.audio, headers };
  }
  const base64 = Buffer.from(recording.audio).toString('base64');
  if (context.recordingBase64As === 'text') {
    return { kind: 'http', status: 200, contentType: 'text/plain', body: base64 };
  }
  return { kind: 'record', resource: 'call_recording', row: { uuid, call_recording_base64: base64 } };
}

/** Applies `limit` (default 100, capped at 1000) and `offset` (records to skip); sends only that page. */
function page<T>(
  resource: 'xml_cdr' | 'call_recordings',
  rows: readonly T[],
  query: URLSearchParams,
  send: (row: T) => Row,
): Payload {
  const limit = Math.min(parseCount(query, 'limit') ?? DEFAULT_LIMIT, MAX_LIMIT);
  const offset = parseCount(query, 'offset') ?? 0;
  return { kind: 'list', resource, rows: rows.slice(offset, offset + limit).map(send), total: rows.length };
}

function parseCount(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  if (!/^\d+$/.test(text)) {
    throw new RequestError(400, 'bad_request', `${name} must be a non-negative integer`);
  }
  return Number(text);
}

/** How order_by sorts: the comparison, and a key naming it (the same key, the same order). */
interface Order<T> {
  key: string;
  compare: (a: T, b: T) => number;
}

/** `<field> <asc|desc>` with one space; the field must be one of the rows' fields. */
function parseOrder<T>(orderBy: string, form: CallHistoryForm<T>): Order<T> {
  const match = /^(\w+) (asc|desc)$/i.exec(orderBy);
  const field = match?.[1];
  const value = field === undefined ? undefined : form.sortValue(field);
  if (!match || !value) {
    throw new RequestError(
      400,
      'bad_request',
      `Invalid order_by "${orderBy}": expected "<field> <asc|desc>"`,
    );
  }
  const sign = match[2]?.toLowerCase() === 'desc' ? -1 : 1;
  return { key: `${field} ${sign}`, compare: (a, b) => sign * compareValues(value(a), value(b)) };
}

/** PostgreSQL's order: NULL sorts above every value (last ascending, first descending). */
function compareValues(x: SortValue, y: SortValue): number {
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -1 : 1;
}

/** `start_stamp[]` must appear twice (start, end; both inclusive) or not at all. */
function parseRange(bounds: string[]): { from: number; to: number } | undefined {
  if (bounds.length === 0) return undefined;
  const [start, end] = bounds;
  if (bounds.length !== 2 || start === undefined || end === undefined) {
    throw new RequestError(400, 'bad_request', 'start_stamp[] must be given exactly twice: start, then end');
  }
  const from = parseRangeBound(start, 'start');
  const to = parseRangeBound(end, 'end');
  if (from === undefined || to === undefined) {
    throw new RequestError(
      400,
      'bad_request',
      'start_stamp[] values must be "YYYY-MM-DD HH:MM:SS" or ISO 8601',
    );
  }
  return { from, to };
}

/** The item whose record has this uuid (recordings, calls and messages each have their own ids). */
function findById<T extends { record: { uuid: string } }>(
  items: readonly T[],
  id: string | undefined,
  what: string,
): T {
  const found = items.find(({ record }) => record.uuid === id);
  if (!found) throw notFound(what, id);
  return found;
}

const notFound = (what: string, id: string | undefined): RequestError =>
  new RequestError(404, 'not_found', `${what} ${id ?? ''} not found`);
