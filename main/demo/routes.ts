// Which operation a request path names. Paths follow the spec: the phone system under /app/api/7 (the version
// is the last segment of the base URL), the lookup under /api with no version.

export type Operation =
  | 'originate'
  | 'recordings'
  | 'recording'
  | 'cdrs'
  | 'cdr'
  | 'voicemails'
  | 'voicemail'
  | 'lookup';

export type PbxOperation = Exclude<Operation, 'lookup'>;

export type Route =
  // id: the {uuid} path segment of the single-record operations.
  { service: 'pbx'; op: PbxOperation; id?: string } | { service: 'lookup'; op: 'lookup' };

export const PBX_PATH = '/app/api/7';
export const LOOKUP_PATH = '/api';

// Maps, not object literals: a path segment such as "constructor" must not find Object.prototype members.
const COLLECTIONS = new Map<string, PbxOperation>([
  ['originate', 'originate'],
  ['view_call_recordings', 'recordings'],
  ['call_recording', 'recording'],
  ['xml_cdr', 'cdrs'],
  ['voicemail_messages', 'voicemails'],
]);
const ITEMS = new Map<string, PbxOperation>([
  ['xml_cdr', 'cdr'],
  ['voicemail_messages', 'voicemail'],
]);

/** The route of a path, or undefined for a path the service does not have (404). */
export function matchRoute(pathname: string): Route | undefined {
  if (pathname === `${LOOKUP_PATH}/lookup/lrn`) return { service: 'lookup', op: 'lookup' };
  if (!pathname.startsWith(`${PBX_PATH}/`)) return undefined;
  const segments = pathname.slice(PBX_PATH.length + 1).split('/');
  const [resource = '', id, ...rest] = segments;
  if (rest.length > 0) return undefined;
  if (id === undefined) {
    const op = COLLECTIONS.get(resource);
    return op && { service: 'pbx', op };
  }
  const op = ITEMS.get(resource);
  const uuid = decodeSegment(id);
  return op && uuid ? { service: 'pbx', op, id: uuid } : undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // malformed percent-encoding: no record can have that id
  }
}
