// The rules a contact is held to (CONTACT_LIMITS), in one place: the IPC door parses every request with
// these schemas, and the contacts service parses every draft and every contact to restore again, since a
// caller is never trusted. Each rule that fails says so in words, in the language in use then.
import * as z from 'zod';
import { CONTACT_LIMITS, type Contact, type ContactDraft, type NumberLabel } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import { CoreError } from '../errors/core-errors';
import { invalidRequest } from '../errors/invalid-fields';

const NUMBER_LABELS = [
  'work',
  'mobile',
  'home',
  'extension',
  'other',
] as const satisfies readonly NumberLabel[];

/** A contact's or a number's id: a UUID, as main makes them. */
export const contactId = z.uuid({ error: () => t('contacts.rule.id') });

const atMost = (max: number) => z.string().max(max, { error: () => t('ipc.rule.tooLong', { max }) });
/** Kept exactly as typed (spaces, line breaks and all); only a name of nothing but spaces is refused. */
const name = atMost(CONTACT_LIMITS.name).refine((text) => text.trim() !== '', {
  error: () => t('contacts.rule.nameMissing'),
});
const numberText = atMost(CONTACT_LIMITS.number).refine((text) => text.trim() !== '', {
  error: () => t('ipc.rule.empty'),
});
const label = z.enum(NUMBER_LABELS, { error: () => t('contacts.rule.label') });
const numbersOf = <T extends z.ZodType>(number: T) =>
  z.array(number).max(CONTACT_LIMITS.numbers, {
    error: () => t('contacts.rule.tooManyNumbers', { max: CONTACT_LIMITS.numbers }),
  });

export const contactDraftSchema = z.strictObject({
  name,
  company: atMost(CONTACT_LIMITS.company),
  note: atMost(CONTACT_LIMITS.note),
  numbers: numbersOf(z.strictObject({ id: contactId.nullable(), label, number: numberText })),
}) satisfies z.ZodType<ContactDraft>;

/** A contact as deleteContact answered it, handed back for Undo. */
export const contactSchema = z.strictObject({
  id: contactId,
  name,
  company: atMost(CONTACT_LIMITS.company),
  note: atMost(CONTACT_LIMITS.note),
  numbers: numbersOf(
    z.strictObject({
      id: contactId,
      label,
      number: numberText,
      shown: atMost(CONTACT_LIMITS.number * 2),
      favourite: z.boolean(),
      account: z
        .strictObject({ id: atMost(CONTACT_LIMITS.name), name: atMost(CONTACT_LIMITS.name) })
        .nullable(),
      usable: z.boolean(),
    }),
  ),
  updatedMs: z.number().int().min(0),
}) satisfies z.ZodType<Contact>;

/** The value if it keeps the rules; else a refusal naming the first rule it broke (never the value). */
export function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CoreError(
    'invalid-argument',
    phrase('contacts.refused', { reason: invalidRequest(parsed.error).message }),
  );
}
