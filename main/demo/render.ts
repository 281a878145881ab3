// Turns the data an operation produced into an HTTP reply in the configured format (JSON, bare or wrapped,
// or XML) and id style. Replies that are already final (errors, audio) pass through unchanged.

import { XMLBuilder } from 'fast-xml-parser';
import { type HttpReply, jsonReply } from './reply';

/** null: a column the phone system left NULL (the FusionPBX wire form sends it as JSON null). */
type Scalar = string | number | boolean | null;
export type Row = Readonly<Record<string, Scalar>>;

/** Names the XML root element, and decides which key the 'resource' id style renames `uuid` to. */
type Resource = 'xml_cdr' | 'call_recordings' | 'call_recording' | 'voicemail_messages' | 'originate' | 'lrn';

/** Successful data, still independent of the wire format. */
export type Payload =
  | { kind: 'list'; resource: Resource; rows: Row[]; total: number }
  | { kind: 'record'; resource: Resource; row: Row };

export type Outcome = Payload | HttpReply;

export interface RenderOptions {
  format: 'json' | 'xml';
  listShape: 'bare' | 'wrapped';
  idStyle: 'uuid' | 'resource';
}

const XML_TYPE = 'application/xml';

const RESOURCE_ID_KEYS: Partial<Record<Resource, string>> = {
  xml_cdr: 'xml_cdr_uuid',
  call_recordings: 'call_recording_uuid',
  call_recording: 'call_recording_uuid',
  voicemail_messages: 'voicemail_message_uuid',
};

const xmlBuilder = new XMLBuilder({ suppressEmptyNode: true });

export function render(outcome: Outcome, options: RenderOptions): HttpReply {
  if (outcome.kind === 'http') return outcome;
  const idKey = options.idStyle === 'resource' ? RESOURCE_ID_KEYS[outcome.resource] : undefined;
  const rename = (row: Row): Row => (idKey ? renameKey(row, 'uuid', idKey) : row);

  if (options.format === 'xml') {
    // Lists are <resource><row>...</row>...</resource>; a record is its fields directly under <resource>.
    const content = outcome.kind === 'list' ? { row: outcome.rows.map(rename) } : rename(outcome.row);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xmlBuilder.build({ [outcome.resource]: content })}`;
    return { kind: 'http', status: 200, contentType: XML_TYPE, body };
  }
  if (outcome.kind === 'record') return jsonReply(200, rename(outcome.row));
  const rows = outcome.rows.map(rename);
  return jsonReply(
    200,
    options.listShape === 'wrapped' ? { status: 'ok', data: rows, total: outcome.total } : rows,
  );
}

/** Renames one key in place in the key order, so a renamed record reads like a native one. */
function renameKey(row: Row, from: string, to: string): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key === from ? to : key, value]));
}
