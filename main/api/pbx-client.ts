// The phone-system client (operations 1 to 7 of the spec). It holds only the phone-system key and
// sends it only as `Authorization: Basic <key>`, the literal key as the spec says (not base64).
import { IN_SETTINGS, type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { type Audio, audioFromBytes, decodeAudioReply, decodeBase64 } from './audio';
import { InvalidArgumentError, OriginateRejectedError, UnexpectedContentTypeError } from './errors';
import { createReader, endpoint, type TransportOptions } from './reader';
import { recordIdProblem } from './record-id';
import {
  type ApiRecord,
  CALL_RECORD,
  extractRecord,
  extractRecords,
  isPlainObject,
  RECORDING,
  reportedFailure,
  VOICEMAIL,
} from './records';
import { ensureSuccess, isHtml, parseDataBody, type StatusHints, textOf } from './response';
import { type FetchLike, type OperationKey, sendOnce, sendOnceThrough } from './transport';

export interface PbxClientOptions extends TransportOptions {
  baseUrl: string;
  apiKey: string;
  /**
   * originate through this fetch, which must use a connection nothing else reuses (Electron's
   * networking on a fresh in-memory session, in the app); absent: a fresh node:http connection.
   */
  originateFetch?: FetchLike;
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}

export interface CallHistoryQuery extends PageQuery {
  /** `<field> <asc|desc>`, e.g. `start_epoch desc`. */
  orderBy?: string;
  /** Start and end of a start_stamp range, sent as start_stamp[] twice in that order. */
  range?: readonly [string, string];
}

export interface OriginateRequest {
  /** The user's own extension: it rings first. */
  extension: string;
  /** The number to connect once the extension answers. */
  destination: string;
}

export interface OriginateResult {
  /** What the phone system said, when it said something. */
  message: string | null;
}

export interface VoicemailMessage {
  /** The message's fields as sent, without the bulky message_base64. */
  record: ApiRecord;
  /** The decoded audio; null when the deployment sent none. */
  audio: Audio | null;
}

export interface PbxClient {
  originate(request: OriginateRequest): Promise<OriginateResult>;
  listCallHistory(query?: CallHistoryQuery): Promise<ApiRecord[]>;
  getCallRecord(uuid: string): Promise<ApiRecord>;
  listRecordings(query?: PageQuery): Promise<ApiRecord[]>;
  downloadRecording(uuid: string, options?: { type?: 'binary' | 'base64' }): Promise<Audio>;
  listVoicemail(): Promise<ApiRecord[]>;
  getVoicemail(uuid: string): Promise<VoicemailMessage>;
}

const pbxHints: StatusHints = (status) => {
  if (status === 401) return phrase('api.pbxHint.unauthorized', { where: IN_SETTINGS });
  if (status === 403) return phrase('api.pbxHint.forbidden');
  if (status === 404) return phrase('api.pbxHint.notFound');
  if (status >= 500) return phrase('api.pbxHint.serverError');
  return phrase('api.pbxHint.other');
};

const ORDER_BY = /^[A-Za-z_][A-Za-z0-9_.]{0,63} (asc|desc)$/i;
const DIALABLE = /^\+?[0-9*#]{1,32}$/;
const EXTENSION = /^[0-9*#]{1,16}$/;

/** Refuses a request before it is sent, saying which rule it broke. */
function check(condition: boolean, rule: () => Phrase, secrets: readonly string[]): void {
  if (!condition) throw new InvalidArgumentError(phrase('api.operation.prepareRequest'), rule(), secrets);
}

/** The paging parameters, each with the parameter name the API gives it. */
const PAGE_PARAMS = ['limit', 'offset'] as const;

export function createPbxClient(options: PbxClientOptions): PbxClient {
  const { baseUrl, apiKey } = options;
  if (apiKey.trim() === '')
    throw new InvalidArgumentError(phrase('api.operation.setUpPbxClient'), phrase('api.pbxKeyEmpty'), []);
  const secrets = [apiKey, ...(options.alsoRedact ?? [])];
  const headers = {
    Authorization: `Basic ${apiKey}`,
    Accept: 'application/json, application/xml;q=0.9, */*;q=0.5',
  };
  const reader = createReader(options, {
    headers,
    secrets,
    hints: pbxHints,
    redirectMessage: () => phrase('api.pbxRedirect', { where: IN_SETTINGS }),
    retry: { retryStatuses: new Set([502, 503, 504]), retryNetworkErrors: true },
  });

  const pageParams = (query: PageQuery): [string, string][] => {
    const params: [string, string][] = [];
    for (const name of PAGE_PARAMS) {
      const value = query[name];
      if (value === undefined) continue;
      check(Number.isSafeInteger(value) && value >= 0, () => phrase('api.rule.page', { name }), secrets);
      params.push([name, String(value)]);
    }
    return params;
  };
  const checkedId = (uuid: string) => {
    const problem = typeof uuid === 'string' ? recordIdProblem(uuid) : phrase('api.recordId.notText');
    check(problem === null, () => phrase('api.rule.recordId', { rule: problem ?? '' }), secrets);
    return uuid;
  };
  const uuidPath = (uuid: string) => `/${encodeURIComponent(checkedId(uuid))}`;
  const readData = async (path: string, params: [string, string][], operation: OperationKey) => {
    const { res, ctx } = await reader.read(endpoint(baseUrl, path, params), operation);
    return { body: parseDataBody(res, ctx), ctx };
  };

  return {
    async originate({ extension, destination }) {
      check(EXTENSION.test(extension), () => phrase('api.rule.extension'), secrets);
      check(DIALABLE.test(destination), () => phrase('api.rule.destination'), secrets);
      const ctx = reader.context('api.operation.placeCall');
      const url = endpoint(baseUrl, '/originate', [
        ['extension', extension],
        ['destination', destination],
      ]);
      const seconds = ctx.timeoutMs / 1000;
      const messages = {
        timeout: phrase('api.callTimeout', { seconds }),
        brokenAfterSending: (reason: Phrase) => phrase('api.callBrokenAfterSending', { reason }),
      };
      const res = options.originateFetch
        ? await sendOnceThrough(options.originateFetch, url, headers, ctx, messages)
        : await sendOnce(url, headers, ctx, messages);
      ensureSuccess(res, ctx, pbxHints);
      if (isHtml(res.contentType)) {
        throw new UnexpectedContentTypeError(
          ctx.operation,
          res.contentType,
          phrase('api.expected.callReplyNotWebPage', { where: IN_SETTINGS }),
          secrets,
        );
      }
      const text = textOf(res).trim();
      if (text === '') return { message: null };
      if (res.contentType === 'text/plain' && !/^[[{<]/.test(text)) {
        if (/^-ERR/i.test(text))
          throw new OriginateRejectedError(
            ctx.operation,
            phrase('api.pbxRefused', { reason: text.slice(0, 200) }),
            secrets,
          );
        return { message: text.slice(0, 200) };
      }
      const body = parseDataBody(res, ctx);
      const failure = reportedFailure(body);
      if (failure !== null)
        throw new OriginateRejectedError(
          ctx.operation,
          phrase('api.pbxRefused', { reason: failure }),
          secrets,
        );
      const said = isPlainObject(body) ? (body.message ?? body.msg ?? body.status) : null;
      return { message: typeof said === 'string' ? said : null };
    },

    async listCallHistory(query = {}) {
      const params = pageParams(query);
      if (query.orderBy !== undefined) {
        check(ORDER_BY.test(query.orderBy), () => phrase('api.rule.orderBy'), secrets);
        params.push(['order_by', query.orderBy]);
      }
      if (query.range !== undefined) {
        for (const stamp of query.range) {
          check(stamp.trim() !== '' && stamp.length <= 64, () => phrase('api.rule.range'), secrets);
          params.push(['start_stamp[]', stamp]);
        }
      }
      const { body, ctx } = await readData('/xml_cdr', params, 'api.operation.listCallHistory');
      return extractRecords(body, CALL_RECORD, ctx);
    },

    async getCallRecord(uuid) {
      const { body, ctx } = await readData(`/xml_cdr${uuidPath(uuid)}`, [], 'api.operation.openCallRecord');
      return extractRecord(body, CALL_RECORD, uuid, ctx);
    },

    async listRecordings(query = {}) {
      const { body, ctx } = await readData(
        '/view_call_recordings',
        pageParams(query),
        'api.operation.listRecordings',
      );
      return extractRecords(body, RECORDING, ctx);
    },

    async downloadRecording(uuid, { type } = {}) {
      const params: [string, string][] = [['uuid', checkedId(uuid)]];
      if (type !== undefined) params.push(['type', type]);
      const { res, ctx } = await reader.read(
        endpoint(baseUrl, '/call_recording', params),
        'api.operation.downloadRecording',
      );
      return decodeAudioReply(res, ctx);
    },

    async listVoicemail() {
      const { body, ctx } = await readData('/voicemail_messages', [], 'api.operation.listVoicemail');
      return extractRecords(body, VOICEMAIL, ctx);
    },

    async getVoicemail(uuid) {
      const { body, ctx } = await readData(
        `/voicemail_messages${uuidPath(uuid)}`,
        [],
        'api.operation.openVoicemail',
      );
      // Decoded only now, after status, content type and body were all accepted.
      const { message_base64: encoded, ...record } = extractRecord(body, VOICEMAIL, uuid, ctx);
      const audio =
        typeof encoded === 'string' && encoded.trim() !== ''
          ? audioFromBytes(
              decodeBase64(encoded, ctx, () => phrase('api.base64.field', { field: 'message_base64' })),
              ctx,
            )
          : null;
      return { record, audio };
    },
  };
}
