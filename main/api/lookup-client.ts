// The lookup client (operation 8). It holds only the main SIP account key and sends it only as the
// `api_key` query parameter, as the spec says; it has no way to send the phone-system key.
import * as z from 'zod';
import type { LookupResult } from '../../preload/contract';
import { IN_SETTINGS, phrase } from '../../preload/shared/i18n/phrase';
import {
  InvalidArgumentError,
  LookupError,
  UnexpectedContentTypeError,
  UnexpectedResponseError,
} from './errors';
import { createReader, endpoint, type TransportOptions } from './reader';
import { isPlainObject } from './records';
import { parseDataBody, type StatusHints } from './response';

export interface LookupClientOptions extends TransportOptions {
  /** The lookup host with its /api prefix, e.g. https://lookup.example.com/api. */
  lookupUrl: string;
  /** The main SIP account API key. */
  apiKey: string;
}

/** Numbers some deployments send as JSON numbers are kept as the strings the spec names. */
const text = z.union([z.string(), z.number()]).transform(String).optional();

/**
 * The spec's lookup fields, case kept. Every field is optional (not every number has every field with
 * extended=true), fields the spec does not name are kept as sent, and empty DNC/COUNTRY/SPID stay ''.
 */
const lookupResultSchema = z.looseObject({
  code: z.number(),
  msg: text,
  type: text,
  CITY: text,
  LINETYPE: text,
  DNC: text,
  OCN: text,
  COUNTRY: text,
  LOOKUP_TYPE: text,
  JURISDICTION: text,
  NUMBER: text,
  LRN: text,
  STATE: text,
  LEC: text,
  LATA: text,
  SPID: text,
}) satisfies z.ZodType<LookupResult>;

export type { LookupResult };

export interface LookupClient {
  /** `tn` in the number format the lookup account expects; extended defaults to true. */
  lookup(tn: string, options?: { extended?: boolean }): Promise<LookupResult>;
}

const lookupHints: StatusHints = (status) => {
  if (status === 401 || status === 403) return phrase('api.lookupHint.unauthorized', { where: IN_SETTINGS });
  if (status >= 500) return phrase('api.lookupHint.serverError');
  return phrase('api.lookupHint.other');
};

function bodyCode(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

export function createLookupClient(options: LookupClientOptions): LookupClient {
  const { lookupUrl, apiKey } = options;
  if (apiKey.trim() === '')
    throw new InvalidArgumentError(
      phrase('api.operation.setUpLookupClient'),
      phrase('api.lookupKeyEmpty'),
      [],
    );
  const secrets = [apiKey, ...(options.alsoRedact ?? [])];
  const reader = createReader(options, {
    headers: { Accept: 'application/json' },
    secrets,
    hints: lookupHints,
    redirectMessage: () => phrase('api.lookupRedirect', { where: IN_SETTINGS }),
    // Lookups may be charged, so only replies that say the work was not done (503, 429) are retried.
    retry: { retryStatuses: new Set([503]), retryNetworkErrors: false },
  });

  return {
    async lookup(tn, { extended = true } = {}) {
      if (!/^\+?[0-9]{2,20}$/.test(tn)) {
        throw new InvalidArgumentError(
          phrase('api.operation.lookUpNumber'),
          phrase('api.rule.lookupNumber'),
          secrets,
        );
      }
      const params: [string, string][] = [
        ['api_key', apiKey],
        ['tn', tn],
      ];
      if (extended) params.push(['extended', 'true']);
      const { res, ctx } = await reader.read(
        endpoint(lookupUrl, '/lookup/lrn', params),
        'api.operation.lookUpNumber',
      );
      if (!res.contentType.includes('json')) {
        throw new UnexpectedContentTypeError(
          ctx.operation,
          res.contentType,
          phrase('api.expected.lookupJson'),
          secrets,
        );
      }
      const body = parseDataBody(res, ctx);
      if (!isPlainObject(body))
        throw new UnexpectedResponseError(ctx.operation, phrase('api.notJsonObject'), secrets);
      const code = bodyCode(body.code);
      const msg = typeof body.msg === 'string' ? body.msg : '';
      if (code !== 200) throw new LookupError(ctx.operation, code, msg, secrets);
      if (body.type !== undefined && body.type !== '+OK')
        throw new LookupError(
          ctx.operation,
          code,
          msg || phrase('api.lookupType', { type: String(body.type) }),
          secrets,
        );
      const parsed = lookupResultSchema.safeParse({ ...body, code });
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.');
        throw new UnexpectedResponseError(
          ctx.operation,
          field ? phrase('api.lookupFieldNotText', { field }) : phrase('api.lookupResultNotText'),
          secrets,
        );
      }
      return parsed.data;
    },
  };
}
