// The saved accounts and which one is in use, in accounts.json beside the settings. A file of its own so
// that a Dialdesk from before saved accounts, which rewrites settings.json with only what it knows, can
// never drop the list; settings.json's `account` mirrors the active account for that older version.
// What a newer version adds (fields of an account, keys of the file) is read past and written back.
import { join } from 'node:path';
import * as z from 'zod';
import { type AccountFields, DEMO_ACCOUNT_ID } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { accountFields, numbersFields, patchOf, requiredOf } from '../settings/schema';

export const ACCOUNTS_FILE_NAME = 'accounts.json';

/** An id of Dialdesk's own: '_' is never in an account id, so no key name of another kind can match it. */
export const savedAccountId = z
  .string()
  .regex(/^a_[0-9a-f]{12}$/, { error: () => t('account.rule.savedId') });

/** Any account's id: a saved one's, or the demo's. */
export const accountIdSchema = z.union([z.literal(DEMO_ACCOUNT_ID), savedAccountId]);

/** The longest name an account may have. */
const MAX_ACCOUNT_NAME = 60;

// The rules' sentences are asked for when a value breaks them, in the language in use then.
export const accountNameField = z
  .string()
  .trim()
  .min(1, { error: () => t('account.rule.nameEmpty') })
  .max(MAX_ACCOUNT_NAME, { error: () => t('account.rule.nameTooLong', { max: MAX_ACCOUNT_NAME }) })
  .refine((name) => !/\p{Cc}/u.test(name), { error: () => t('account.rule.nameControl') });

const savedAccountFields = {
  name: accountNameField.default(() => t('account.defaultName')),
  ...accountFields,
  defaultRegion: numbersFields.defaultRegion,
  dialFormat: numbersFields.dialFormat,
  watchVoicemail: z.boolean().default(true),
};

/** Every field a person enters for a new account, with the rules the settings use for the same fields. */
export const accountFieldsSchema = requiredOf(savedAccountFields) satisfies z.ZodType<AccountFields>;

/** A change to some of an account's fields: the same rules, no defaults. */
export const accountPatchSchema = patchOf(savedAccountFields) satisfies z.ZodType<Partial<AccountFields>>;

export const savedAccountSchema = z.looseObject({
  ...savedAccountFields,
  id: savedAccountId,
  /**
   * The account id this account had when it was moved out of the settings of a Dialdesk from before
   * saved accounts: its keys are still stored under that id until first used (main/connections).
   */
  legacyAccountId: z.string().optional(),
});

export type SavedAccount = z.infer<typeof savedAccountSchema>;

/** The version of accounts.json this Dialdesk writes; a file of a higher one is a newer Dialdesk's. */
export const ACCOUNT_LIST_VERSION = 1;

export const accountListSchema = z.looseObject({
  version: z.literal(ACCOUNT_LIST_VERSION),
  /** A saved account's id, or DEMO_ACCOUNT_ID. */
  activeId: z.string(),
  accounts: z.array(savedAccountSchema).max(100),
});

export type AccountList = z.infer<typeof accountListSchema>;

// node:crypto loads with the first account made, not as main loads: loading it costs 5 ms.
export const newAccountId = (): string =>
  `a_${process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex')}`;

export const emptyAccountList = (): AccountList => ({
  version: ACCOUNT_LIST_VERSION,
  activeId: DEMO_ACCOUNT_ID,
  accounts: [],
});

/** The account in use, or null for the demo (or a list whose active id names no saved account). */
export const activeAccount = (list: AccountList): SavedAccount | null =>
  list.accounts.find((account) => account.id === list.activeId) ?? null;

/** Where an account's own files live (its history copy, heard and seen records, recent calls, lookup cache). */
export const accountDir = (dataDir: string, id: string): string => join(dataDir, 'accounts', id);
