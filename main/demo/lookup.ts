// The number lookup operation (LRN). Its results carry their own status in the body: an unknown or malformed
// number is still HTTP 200, with `code` 404 or 400, which is exactly what clients must learn to check.

import type { LrnFields } from './directory';
import type { Payload } from './render';

/** Every body the lookup operation serves with HTTP 200: a result, or a `-ERR` status with no fields. */
export type DemoLrnResult = Partial<LrnFields> & {
  code: number;
  msg: string;
  type: '+OK' | '-ERR';
  LOOKUP_TYPE?: 'BASIC' | 'EXTENDED';
};

export interface DemoLrnEntry {
  /** Digits with the country prefix, e.g. '15555550123'. */
  number: string;
  /** The body served for extended=true. */
  extended: DemoLrnResult;
  /** The body served when extended is absent or false: the number, its routing and carrier only. */
  basic: DemoLrnResult;
}

const SUCCESS = { code: 200, msg: 'Success', type: '+OK' } as const;

export function createLrnEntry(fields: LrnFields): DemoLrnEntry {
  const { NUMBER, LRN, LEC, OCN } = fields;
  return {
    number: NUMBER,
    extended: { ...fields, ...SUCCESS, LOOKUP_TYPE: 'EXTENDED' },
    basic: { NUMBER, LRN, LEC, OCN, ...SUCCESS, LOOKUP_TYPE: 'BASIC' },
  };
}

// 10 digits, 11 with the country code 1, or +1 and 10 digits: the formats an account may have enabled.
const TELEPHONE_NUMBER = /^(?:\+?1)?(\d{10})$/;

export function lookUpNumber(entries: readonly DemoLrnEntry[], query: URLSearchParams): Payload {
  const digits = TELEPHONE_NUMBER.exec(query.get('tn') ?? '')?.[1];
  if (digits === undefined) return result({ code: 400, msg: 'Invalid telephone number', type: '-ERR' });
  const number = `1${digits}`;
  const entry = entries.find((candidate) => candidate.number === number);
  if (!entry) return result({ code: 404, msg: `No LRN data for ${number}`, type: '-ERR' });
  return result(query.get('extended') === 'true' ? entry.extended : entry.basic);
}

function result(row: DemoLrnResult): Payload {
  return { kind: 'record', resource: 'lrn', row };
}
