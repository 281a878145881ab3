// The rules of a company directory's settings, declared once: for directories.json as it is read, and
// for a draft as Settings sends it over IPC (strict objects: nothing else, a password least of all, is
// ever written through them). Whether an LDAP address fits its security and its filter parses is the
// reader's own check (ldap-source.ts), said in its words when a draft is saved.
import * as z from 'zod';
import type { DirectoryDraft, DirectorySettings } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { accountIdSchema } from '../accounts/account-list';

const empty = { error: () => t('ipc.rule.empty') };
const tooLong = (max: number) => ({ error: () => t('ipc.rule.tooLong', { max }) });
const tooMany = (max: number) => ({ error: () => t('ipc.rule.tooMany', { max }) });
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const filled = (max: number) => text(max).min(1, empty);

/** Longer than any address, DN or filter a directory is reached with: beyond is damage or an attack. */
const MAX_ADDRESS = 2048;
const MAX_DN = 1024;
const MAX_FILTER = 4096;
/** The most address books, number attributes and accounts one directory holds. */
const MAX_BOOKS = 100;
const MAX_ATTRIBUTES = 20;
const MAX_ACCOUNTS = 100;
/** An LDAP attribute name (RFC 4512 descr): a letter, then letters, digits and hyphens. */
const attribute = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, { error: () => t('ipc.rule.fieldName') });
const numberLabel = z.enum(['work', 'mobile', 'home', 'extension', 'other']);
/** A directory's own id (randomUUID). */
export const directoryId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: () => t('ipc.rule.fieldName') });

const ldapFields = z.strictObject({
  kind: z.literal('ldap'),
  url: filled(MAX_ADDRESS),
  security: z.enum(['ldaps', 'starttls', 'plain']),
  baseDn: text(MAX_DN),
  bindDn: text(MAX_DN),
  filter: text(MAX_FILTER),
  preset: z.enum(['auto', 'active-directory', 'openldap']),
  mapping: z
    .strictObject({
      name: z.array(attribute).min(1, empty).max(MAX_ATTRIBUTES, tooMany(MAX_ATTRIBUTES)),
      company: z.union([attribute, z.literal('')]),
      department: z.union([attribute, z.literal('')]),
      title: z.union([attribute, z.literal('')]),
      numbers: z
        .array(z.strictObject({ attribute, label: numberLabel }))
        .min(1, empty)
        .max(MAX_ATTRIBUTES, tooMany(MAX_ATTRIBUTES)),
    })
    .nullable(),
  caFile: filled(MAX_ADDRESS).nullable(),
});

const cardDavFields = z.strictObject({
  kind: z.literal('carddav'),
  url: filled(MAX_ADDRESS),
  username: filled(256),
  books: z.array(filled(MAX_ADDRESS)).max(MAX_BOOKS, tooMany(MAX_BOOKS)).nullable(),
});

const common = {
  name: filled(100),
  accounts: z.array(accountIdSchema).min(1, empty).max(MAX_ACCOUNTS, tooMany(MAX_ACCOUNTS)),
};

/** A directory's settings without their id, as a draft carries them. */
const settingsFields = z.union([ldapFields.extend(common), cardDavFields.extend(common)]);

/** A directory as directories.json keeps it. */
export const directorySettingsSchema = z.union([
  ldapFields.extend({ id: directoryId, ...common }),
  cardDavFields.extend({ id: directoryId, ...common }),
]) satisfies z.ZodType<DirectorySettings>;

/**
 * A directory an organisation's policy provides (Directories): its settings without their accounts (it
 * serves every account) or a password (each person enters their own); what an administrator may leave
 * out has the form's defaults. `id` keeps its identity when its name changes.
 */
export const organisationDirectorySchema = z.union([
  ldapFields.extend({
    id: directoryId.optional(),
    name: common.name,
    bindDn: text(MAX_DN).default(''),
    filter: text(MAX_FILTER).default(''),
    preset: ldapFields.shape.preset.default('auto'),
    mapping: ldapFields.shape.mapping.default(null),
    caFile: ldapFields.shape.caFile.default(null),
  }),
  cardDavFields.extend({
    id: directoryId.optional(),
    name: common.name,
    books: cardDavFields.shape.books.default(null),
  }),
]);

export type OrganisationDirectory = z.output<typeof organisationDirectorySchema>;

/** A draft as Settings sends it: the password only crosses here, on its way to the keychain. */
export const directoryDraftSchema = z.strictObject({
  id: directoryId.nullable(),
  settings: settingsFields,
  password: z.string().max(1024, tooLong(1024)).nullable(),
}) satisfies z.ZodType<DirectoryDraft>;
