// The public surface of the HTTP clients. Later code and tests use only what is exported here.
export type { Audio, AudioMime } from './audio';
export { sniffAudioMime } from './audio';
export {
  API_PATH,
  apiOrigin,
  apiUrlProblem,
  BaseUrlError,
  buildBaseUrl,
  isLoopbackHost,
  normaliseBaseUrlOverride,
} from './base-url';
export {
  ApiError,
  type ApiErrorKind,
  HttpStatusError,
  InvalidArgumentError,
  LookupError,
  NetworkError,
  OriginateRejectedError,
  RateLimitedError,
  RedirectError,
  ResponseTooLargeError,
  redact,
  TimeoutError,
  UnexpectedContentTypeError,
  UnexpectedResponseError,
} from './errors';
export {
  createLookupClient,
  type LookupClient,
  type LookupClientOptions,
  type LookupResult,
} from './lookup-client';
export {
  type CallHistoryQuery,
  createPbxClient,
  type OriginateRequest,
  type OriginateResult,
  type PageQuery,
  type PbxClient,
  type PbxClientOptions,
  type VoicemailMessage,
} from './pbx-client';
export type { TransportOptions } from './reader';
export type { ApiRecord } from './records';
export type { FetchLike } from './transport';
