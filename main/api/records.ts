// Finds the records in a reply whose shape the spec leaves "not shown": a bare array, an array wrapped
// in an object ({"data": [...]}, {"xml_cdr": {"row": [...]}}), one record, or an empty reply.

import { type Phrase, type PhraseValue, phrase } from '../../preload/shared/i18n/phrase';
import { UnexpectedResponseError } from './errors';
import type { RequestContext } from './transport';

/**
 * A record as the server sent it, every field kept, plus a string `uuid`. It never crosses the bridge as
 * it is: main/records/ reads it into the contract's Call, Voicemail or Recording, and keeps it opaque.
 */
export type ApiRecord = { uuid: string } & Record<string, unknown>;

export interface ResourceShape {
  /** Where a deployment may put the id: `uuid`, or `<resource>_uuid` in some deployments. */
  idFields: readonly string[];
  /** Names a deployment may wrap this resource's list in. */
  listKeys: readonly string[];
}

export const CALL_RECORD: ResourceShape = {
  idFields: ['uuid', 'xml_cdr_uuid'],
  listKeys: ['xml_cdr', 'cdr', 'cdrs', 'calls'],
};
export const RECORDING: ResourceShape = {
  idFields: ['uuid', 'call_recording_uuid', 'recording_uuid'],
  listKeys: ['call_recordings', 'call_recording', 'recordings'],
};
export const VOICEMAIL: ResourceShape = {
  idFields: ['uuid', 'voicemail_message_uuid', 'message_uuid'],
  listKeys: ['voicemail_messages', 'voicemail_message', 'messages', 'voicemails'],
};

const WRAPPER_KEYS = ['data', 'records', 'rows', 'row', 'items', 'results', 'result', 'response'];
/** Keys that describe a list rather than hold it: an object of only these is an empty list. */
const META_KEYS = new Set([
  'status',
  'total',
  'count',
  'message',
  'msg',
  'code',
  'success',
  'limit',
  'offset',
  'page',
]);
const MAX_DEPTH = 4;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(record: Record<string, unknown>, shape: ResourceShape): string | null {
  for (const field of shape.idFields) {
    const value = record[field];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
      return String(value).trim();
  }
  return null;
}

/**
 * The failure a 2xx body reports about itself ({"error": ...}, {"status": "error"}, {"success": false}):
 * what it said, as it said it, or a sentence of the app's when it said nothing.
 */
export function reportedFailure(body: unknown): PhraseValue | null {
  if (!isPlainObject(body)) return null;
  const { error, status, success } = body;
  const text = (v: unknown) =>
    typeof v === 'string' ? v : isPlainObject(v) && typeof v.message === 'string' ? v.message : null;
  const detail = text(body.message) ?? text(body.msg) ?? text(error);
  const failed =
    (error !== undefined && error !== null && error !== false && error !== '') ||
    (typeof status === 'string' && /^(error|fail(ed|ure)?)$/i.test(status)) ||
    success === false ||
    success === 'false';
  if (!failed) return null;
  return detail ?? phrase('api.failureWithoutReason');
}

function findList(value: unknown, shape: ResourceShape, depth: number): unknown[] | null {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (!isPlainObject(value) || depth > MAX_DEPTH) return null;
  if (idOf(value, shape) !== null) return [value];
  for (const key of [...shape.listKeys, ...WRAPPER_KEYS]) {
    if (!(key in value)) continue;
    const found = findList(value[key], shape, depth + 1);
    if (found) return found;
  }
  const keys = Object.keys(value);
  const arrayOfObjects = keys
    .map((k) => value[k])
    .find((v) => Array.isArray(v) && v.length > 0 && v.every(isPlainObject));
  if (Array.isArray(arrayOfObjects)) return arrayOfObjects;
  if (keys.every((k) => META_KEYS.has(k))) return [];
  const [onlyKey] = keys;
  return keys.length === 1 && onlyKey !== undefined ? findList(value[onlyKey], shape, depth + 1) : null;
}

/** What was looked for in a reply that did not hold it. */
type Sought = { what: 'list' } | { what: 'objects' } | { what: 'record'; id: string };

/** The sentence for a reply without what was sought, naming what it holds instead. */
function notFoundIn(body: unknown, sought: Sought): Phrase {
  if (isPlainObject(body)) {
    const fields = Object.keys(body).slice(0, 8).join(', ');
    if (sought.what === 'list') return phrase('api.noList.fields', { fields });
    if (sought.what === 'objects') return phrase('api.noRecordObjects.fields', { fields });
    return phrase('api.noRecord.fields', { id: sought.id, fields });
  }
  const type = typeof body;
  if (sought.what === 'list') return phrase('api.noList.value', { type });
  if (sought.what === 'objects') return phrase('api.noRecordObjects.value', { type });
  return phrase('api.noRecord.value', { id: sought.id, type });
}

function notUnderstood(body: unknown, ctx: RequestContext, sought: Sought): UnexpectedResponseError {
  return new UnexpectedResponseError(ctx.operation, notFoundIn(body, sought), ctx.secrets);
}

/**
 * Throws when the body reports a failure. A body that is itself a record (it carries an id) reports
 * nothing: its fields are the record's, and FusionPBX's call records have a `status` that may be
 * 'failed' (a call that failed, not a failed request).
 */
function failIfReported(body: unknown, shape: ResourceShape, ctx: RequestContext): void {
  if (isPlainObject(body) && idOf(body, shape) !== null) return;
  const failure = reportedFailure(body);
  if (failure !== null) {
    throw new UnexpectedResponseError(
      ctx.operation,
      phrase('api.serverFailure', { reason: failure }),
      ctx.secrets,
    );
  }
}

/**
 * The records of a list reply. Records without any id field are left out (they could not be opened
 * anyway); a list where no record has one is an error that names the fields looked for.
 */
export function extractRecords(body: unknown, shape: ResourceShape, ctx: RequestContext): ApiRecord[] {
  failIfReported(body, shape, ctx);
  const list = findList(body, shape, 0);
  if (list === null) throw notUnderstood(body, ctx, { what: 'list' });
  if (!list.every(isPlainObject)) throw notUnderstood(body, ctx, { what: 'objects' });
  const records: ApiRecord[] = [];
  for (const item of list) {
    const uuid = idOf(item, shape);
    if (uuid !== null) records.push({ ...item, uuid });
  }
  if (list.length > 0 && records.length === 0) {
    throw new UnexpectedResponseError(
      ctx.operation,
      phrase('api.recordsWithoutId', { fields: shape.idFields.join(', ') }),
      ctx.secrets,
    );
  }
  return records;
}

/** The one record of a single-record reply; the requested id stands in when the server omits it. */
export function extractRecord(
  body: unknown,
  shape: ResourceShape,
  requestedUuid: string,
  ctx: RequestContext,
): ApiRecord {
  failIfReported(body, shape, ctx);
  const list = (findList(body, shape, 0) ?? []).filter(isPlainObject);
  const record =
    list.find((item) => idOf(item, shape) === requestedUuid) ?? (list.length === 1 ? list[0] : undefined);
  if (!record) throw notUnderstood(body, ctx, { what: 'record', id: requestedUuid });
  return { ...record, uuid: idOf(record, shape) ?? requestedUuid };
}
