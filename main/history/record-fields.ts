// The columns the store indexes, read from a call record as sent. Only uuid, start_stamp and start_epoch
// are in the spec; the names, numbers and direction are read where present (FusionPBX's field names) and
// left empty otherwise. The record itself is stored whole, so nothing the server sent is lost.

import { searchableText } from '../../preload/shared/call-filter';
import { isBLeg } from '../../preload/shared/call-legs';
import { statusOf } from '../../preload/shared/call-result';
import { classifyMissed, directionOf, type MissedSignal } from '../../preload/shared/missed-call';
import { recordTimeMs } from '../../preload/shared/phone-time';
import type { ApiRecord } from '../api';

export interface IndexedFields {
  uuid: string;
  /** Seconds since epoch; null when the record has neither a usable start_epoch nor start_stamp. */
  startEpoch: number | null;
  direction: string;
  callerName: string;
  callerNumber: string;
  destination: string;
  /** 1, 0, or null when the record says nothing about it (see missed.ts). */
  missed: 0 | 1 | null;
  /**
   * A missed incoming call to tell the person about (a notice; marked unseen): not one that went to
   * voicemail, which the voicemail watch announces itself, and never a b-leg: its a-leg is the call.
   */
  unseenMissed: boolean;
  missedSignal: MissedSignal | null;
  /** Names and numbers plus the numbers' bare digits, folded (call-filter.ts), which the search reads. */
  searchText: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The digits of a number as written: '(555) 555-0123' → '5555550123'. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Seconds since 1970; null for a record that cannot be placed in time (none, or an absurd one). */
function startEpochOf(record: ApiRecord): number | null {
  const ms = recordTimeMs(record, ['start_epoch'], ['start_stamp']);
  return ms === null ? null : Math.floor(ms / 1000);
}

export function indexedFields(record: ApiRecord): IndexedFields {
  const direction = directionOf(record);
  const callerName = text(record.caller_id_name);
  const callerNumber = text(record.caller_id_number);
  const destination = text(record.destination_number);
  const { missed, signal } = classifyMissed(record);
  return {
    uuid: record.uuid,
    startEpoch: startEpochOf(record),
    direction,
    callerName,
    callerNumber,
    destination,
    missed: missed === null ? null : missed ? 1 : 0,
    unseenMissed:
      missed === true && direction === 'inbound' && statusOf(record) !== 'voicemail' && !isBLeg(record),
    missedSignal: signal,
    searchText: searchableText(record),
  };
}
