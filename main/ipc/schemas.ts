// A runtime schema for every contract request: the contract (types only, so zod stays out of the preload)
// is the source, and `satisfies` checks each schema's output against its channel's request type. Objects
// are strict: an extra field, including __proto__ or constructor, is refused rather than ignored. The
// rules' sentences are asked for when a request breaks them, in the language in use then.

import * as z from 'zod';
import { type Channel, IMPORT_CONFLICTS_LISTED, NOTE_LIMITS, type RequestOf } from '../../preload/contract';
import { CALL_KINDS, MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';
import { say } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import {
  accountFieldsSchema,
  accountIdSchema,
  accountPatchSchema,
  savedAccountId,
} from '../accounts/account-list';
import { recordIdProblem } from '../api/record-id';
import { contactDraftSchema, contactId, contactSchema } from '../contacts/contact-rules';
import { MAX_TEMPLATE_LENGTH } from '../crm/crm-template';
import { directoryDraftSchema, directoryId } from '../directories/directory-rules';
import { callingHoursShape } from '../hours/calling-hours-file';
import { MAX_KEY_LENGTH } from '../secrets';
import { settingsPatchSchema } from '../settings';
import { MAX_PAGE_LENGTH } from '../shell/confirm-size';

const noArgument = z.undefined();
/** An outcome's id: a default's ('reached') or one main made (a UUID). */
const outcomeId = z.string().regex(/^[a-z0-9-]{1,64}$/);
const noteText = z.string().max(NOTE_LIMITS.text);
/** A record id: refused here already when it could walk the API path ('..', '/', control characters). */
const uuid = z.string().superRefine((id, ctx) => {
  const problem = recordIdProblem(id);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: say(problem) });
});
const MAX_NUMBER_TEXT = 1000;
/** Who a CRM record is opened for: as the windows have the party of a call, a message or a lookup. */
const crmParty = z.strictObject({
  number: z.string().max(MAX_NUMBER_TEXT).nullable(),
  name: z.string().max(1000).nullable(),
  callId: uuid.nullable(),
  direction: z.enum(['inbound', 'outbound', 'local', 'unknown']).nullable(),
});
/** More favourites than any list of them could show: the bound of one reorder. */
const MAX_FAVOURITES = 10_000;
const empty = { error: () => t('ipc.rule.empty') };
/** Whatever the user selected or typed that holds a number; main finds the number in it. */
/** Where an in-window call comes from (CallSource). */
const callSource = z.enum(['history', 'dialpad', 'lookup', 'voicemail', 'people', 'quick-dial']);

const numberText = z
  .string()
  .trim()
  .min(1, empty)
  .max(MAX_NUMBER_TEXT, { error: () => t('ipc.rule.tooLong', { max: MAX_NUMBER_TEXT }) });
const keyKind = z.enum(['pbx', 'lookup']);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t('ipc.rule.day') });
const count = (max: number) => z.number().int().min(0).max(max);
const orderBy = z.strictObject({
  field: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, { error: () => t('ipc.rule.fieldName') }),
  direction: z.enum(['asc', 'desc']),
});
/** A page's length in CSS px: finite (zod's numbers are), at least 1, at most what no screen holds. */
const pageLength = z
  .number()
  .min(1, { error: () => t('ipc.rule.atLeastPx', { min: 1 }) })
  .max(MAX_PAGE_LENGTH, { error: () => t('ipc.rule.atMostPx', { max: MAX_PAGE_LENGTH }) });
const range = z
  .strictObject({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { error: () => t('ipc.rule.rangeOrder') })
  .nullable();

export const requestSchemas = {
  getAppInfo: noArgument,
  getSettings: noArgument,
  getLanguage: noArgument,
  updateSettings: settingsPatchSchema,
  setKey: z.strictObject({ kind: keyKind, value: z.string().min(1, empty).max(MAX_KEY_LENGTH) }),
  clearKey: z.strictObject({ kind: keyKind }),
  testPhoneSystem: noArgument,
  testLookup: z.strictObject({ number: numberText }),
  testLookupKey: noArgument,
  chooseFirstRun: z.strictObject({ choice: z.enum(['connect', 'demo']) }),
  listHistory: z.strictObject({
    limit: count(1000).min(1),
    offset: count(10_000_000),
    orderBy,
    range,
  }),
  getCallRecord: z.strictObject({ uuid }),
  listRecordings: z.strictObject({ limit: count(1000).min(1), offset: count(10_000_000) }),
  getRecordingAudio: z.strictObject({ uuid }),
  listVoicemail: noArgument,
  getVoicemail: z.strictObject({ uuid }),
  lookupNumber: z.strictObject({ number: numberText, refresh: z.boolean().optional() }),
  getLookupFacts: z.strictObject({ number: numberText }),
  getCallFacts: z.strictObject({ number: numberText }),
  getCalledPartyTime: z.strictObject({ number: numberText }),
  getVoicemailStatus: noArgument,
  markHeard: z.strictObject({ uuid }),
  saveAudio: z.strictObject({
    kind: z.enum(['voicemail', 'recording']),
    uuid,
    hint: z.strictObject({
      caller: z.string().max(200).optional(),
      number: z.string().max(100).optional(),
      epochSeconds: z.number().int().min(0).max(32_503_680_000).optional(),
    }),
  }),
  exportHistory: z.strictObject({
    orderBy,
    range,
    filter: z.string().max(MAX_SEARCH_TEXT),
    kind: z.enum(CALL_KINDS),
  }),
  cancelExport: noArgument,
  showInFolder: z.strictObject({ path: z.string().min(1).max(4096) }),
  getOfflineSnapshot: noArgument,
  placeCall: z.strictObject({
    number: numberText,
    source: callSource,
    dncConfirmed: z.boolean().optional(),
    hoursConfirmed: z.boolean().optional(),
  }),
  planCall: z.strictObject({
    number: numberText,
    source: callSource,
  }),
  getPendingCall: noArgument,
  confirmPendingCall: z.strictObject({ id: uuid }),
  cancelPendingCall: z.strictObject({ id: uuid }),
  listRecentCalls: noArgument,
  getHotkeyStatus: noArgument,
  searchHistory: z.strictObject({
    text: z.string().max(MAX_SEARCH_TEXT),
    missedOnly: z.boolean(),
    direction: z.enum(['inbound', 'outbound', 'local']).nullable(),
    range,
    limit: count(1000).min(1),
    offset: count(10_000_000),
  }),
  suggestPeople: z.strictObject({ text: z.string().max(MAX_SEARCH_TEXT), limit: count(50).min(1) }),
  getHistoryStatus: noArgument,
  listCallBacks: noArgument,
  markCallBack: z.strictObject({
    key: z.string().min(1).max(200),
    through: z
      .number()
      .int()
      .min(0)
      .max(2 ** 33),
    mark: z.enum(['done', 'later-today', 'tomorrow']),
  }),
  cancelHistoryBackfill: noArgument,
  deleteLocalHistory: noArgument,
  fitConfirmWindow: z.strictObject({ width: pageLength, height: pageLength }),
  closeQuickDial: z.strictObject({ lookUp: numberText.optional() }),
  listAccounts: noArgument,
  switchAccount: z.strictObject({ id: accountIdSchema }),
  addAccount: accountFieldsSchema,
  editAccount: z.strictObject({ id: savedAccountId, patch: accountPatchSchema }),
  removeAccount: z.strictObject({ id: savedAccountId }),
  mergeAccount: z.strictObject({ id: savedAccountId }),
  checkForUpdates: noArgument,
  getUpdateMode: noArgument,
  testHotkeys: noArgument,
  listContacts: z.strictObject({ text: z.string().max(MAX_SEARCH_TEXT) }),
  getContact: z.strictObject({ id: contactId }),
  contactForNumber: z.strictObject({ number: numberText }),
  saveContact: z.strictObject({ id: contactId.nullable(), draft: contactDraftSchema }),
  deleteContact: z.strictObject({ id: contactId }),
  restoreContact: z.strictObject({ contact: contactSchema }),
  listFavourites: noArgument,
  setFavourite: z.strictObject({ numberId: contactId, favourite: z.boolean() }),
  orderFavourites: z.strictObject({ numberIds: z.array(contactId).max(MAX_FAVOURITES) }),
  getContactsStatus: noArgument,
  previewContactsImport: noArgument,
  importContacts: z.strictObject({
    previewId: contactId,
    choices: z.strictObject({
      // A preview lists at most IMPORT_CONFLICTS_LISTED conflicts: a choice for more names none of them.
      chosen: z
        .record(contactId, z.enum(['file', 'mine']))
        .refine((chosen) => Object.keys(chosen).length <= IMPORT_CONFLICTS_LISTED, {
          error: () => t('ipc.rule.tooMany', { max: IMPORT_CONFLICTS_LISTED }),
        }),
      others: z.enum(['file', 'mine']),
    }),
  }),
  cancelContactsImport: noArgument,
  exportContacts: z.strictObject({
    format: z.enum(['vcard3', 'vcard4', 'outlook-csv']),
    text: z.string().max(MAX_SEARCH_TEXT),
  }),
  listDirectories: noArgument,
  directoryNotices: noArgument,
  saveDirectory: directoryDraftSchema,
  removeDirectory: z.strictObject({ id: directoryId }),
  probeDirectory: directoryDraftSchema,
  readDirectoryNow: z.strictObject({ id: directoryId }),
  listNoteOutcomes: noArgument,
  saveNoteOutcomes: z.strictObject({
    outcomes: z
      .array(
        z.strictObject({
          id: outcomeId.nullable(),
          label: z.string().trim().min(1, empty).max(NOTE_LIMITS.outcomeLabel),
        }),
      )
      .max(NOTE_LIMITS.outcomes),
  }),
  saveNote: z.strictObject({
    target: z.discriminatedUnion('kind', [
      // origin: '' or the a-leg id a b-leg names, itself a record id.
      z.strictObject({ kind: z.literal('call'), id: uuid, origin: z.union([z.literal(''), uuid]) }),
      z.strictObject({ kind: z.literal('voicemail'), id: uuid }),
    ]),
    text: noteText,
    outcomeId: outcomeId.nullable(),
  }),
  notePlacedCall: z.strictObject({ placedId: z.uuid(), text: noteText, outcomeId: outcomeId.nullable() }),
  listNumberNotes: z.strictObject({ number: numberText }),
  countAccountNotes: z.strictObject({ id: savedAccountId }),
  getCrmSettings: noArgument,
  saveCrmSettings: z.strictObject({
    template: z.string().max(MAX_TEMPLATE_LENGTH),
    openOnCall: z.boolean(),
    customScheme: z.string().max(40),
  }),
  getCallingHours: noArgument,
  saveCallingHours: callingHoursShape,
  getCrmAddress: crmParty,
  openInCrm: z.strictObject({ party: crmParty, shown: z.boolean() }),
} satisfies { [C in Channel]: z.ZodType<RequestOf<C>> };
