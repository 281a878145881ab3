// One account's "Open in CRM": its settings (crm.json in its folder), the address for a party, and opening
// it through the system. The first address of a template opens only once the window has shown it and the
// person chose to open it; after that, its addresses open at once, and by themselves when a call is placed
// from Dialdesk if the person asked for that.
import { join } from 'node:path';
import * as z from 'zod';
import type { CrmAddress, CrmParty, CrmSettings } from '../../preload/contract';
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { CoreError } from '../errors/core-errors';
import type { NumberKeyRule } from '../numbers/number-key';
import { jsonDocument } from '../storage/json-document';
import { createSerialQueue } from '../storage/serial-queue';
import {
  addressOf,
  customSchemeProblem,
  MAX_TEMPLATE_LENGTH,
  placeholderValues,
  schemeName,
  templateProblem,
  templateScheme,
} from './crm-template';

export const CRM_FILE_NAME = 'crm.json';

const storedSchema = z.object({
  template: z.string().max(MAX_TEMPLATE_LENGTH).default(''),
  openOnCall: z.boolean().default(false),
  customScheme: z.string().max(32).default(''),
  /** The template whose address the person has seen and opened: its addresses open without asking. */
  shownTemplate: z.string().max(MAX_TEMPLATE_LENGTH).default(''),
});
type Stored = z.infer<typeof storedSchema>;

const NOTHING: Stored = { template: '', openOnCall: false, customScheme: '', shownTemplate: '' };

export interface CrmServiceOptions {
  /** The account's folder. */
  dir: string;
  /** Its number rule: {number} is E.164 under it. */
  rule(): NumberKeyRule;
  /** Whether one of its keys appears in the text (connections.holdsKey). */
  holdsKey(text: string): Promise<boolean>;
  /** Opens an address through the system (Electron's shell.openExternal); absent, nothing can be opened. */
  openExternal?: (address: string) => Promise<void>;
  /** What the organisation's policies set (CrmAddress, CrmOpensOnCall): in place of the person's own. */
  managed?: () => { template?: string; openOnCall?: boolean };
}

export interface CrmService {
  settings(): Promise<CrmSettings>;
  save(settings: CrmSettings): Promise<CrmSettings>;
  address(party: CrmParty): Promise<CrmAddress | null>;
  open(party: CrmParty, shown: boolean): Promise<{ address: string }>;
  /** A call placed from Dialdesk to this number: its record opens when the person asked for that. */
  callPlaced(number: string): Promise<void>;
}

export function createCrmService(options: CrmServiceOptions): CrmService {
  // A damaged file starts over: the person enters the template again (nothing else is lost).
  const file = jsonDocument(join(options.dir, CRM_FILE_NAME), storedSchema, () => NOTHING);
  const managed = options.managed ?? ((): ReturnType<NonNullable<CrmServiceOptions['managed']>> => ({}));
  /** The stored settings with the organisation's in their place (its template's own scheme allowed). */
  const withPolicies = (stored: Stored): Stored => {
    const { template, openOnCall } = managed();
    return {
      ...stored,
      ...(template !== undefined && { template, customScheme: templateScheme(template) }),
      ...(openOnCall !== undefined && { openOnCall }),
    };
  };
  const read = async () => withPolicies(await file.read());
  // One at a time, in the order asked: a template saved, shown or opened is what the next one reads.
  const serial = createSerialQueue();
  const settingsOf = ({ template, openOnCall, customScheme }: Stored): CrmSettings => ({
    template,
    openOnCall,
    customScheme,
  });
  const refused = (said: Phrase) => new CoreError('invalid-argument', said);
  /** Refuses a template that cannot be used: its own problem, or one of the account's keys in it. */
  const checked = async (template: string, customScheme: string) => {
    const problem = customSchemeProblem(customScheme) ?? templateProblem(template, customScheme);
    if (problem) throw refused(problem);
    if (await options.holdsKey(template)) throw refused(phrase('crm.holdsKey'));
  };

  const addressFor = (stored: Stored, party: CrmParty): CrmAddress | null => {
    if (stored.template === '') return null;
    return {
      address: addressOf(stored.template, placeholderValues(party, options.rule())),
      confirmed: stored.shownTemplate === stored.template,
    };
  };

  const opened = async (address: string) => {
    if (!options.openExternal) throw new CoreError('not-configured', phrase('crm.cannotOpen'));
    await options.openExternal(address);
  };

  return {
    settings: () => serial(async () => settingsOf(await read())),
    save: (settings) =>
      serial(async () => {
        const template = settings.template.trim();
        const customScheme = schemeName(settings.customScheme);
        const locked = managed();
        const current = await read();
        if (
          (locked.template !== undefined &&
            (template !== current.template || customScheme !== current.customScheme)) ||
          (locked.openOnCall !== undefined && settings.openOnCall !== current.openOnCall)
        )
          throw refused(phrase('crm.setByOrganization'));
        if (locked.template === undefined) await checked(template, customScheme);
        // The file keeps the person's own values of what the organisation sets: a withdrawn policy gives them back.
        const before = await file.read();
        const next: Stored = {
          ...before,
          ...(locked.template === undefined && { template, customScheme }),
          ...(locked.openOnCall === undefined && { openOnCall: settings.openOnCall }),
        };
        await file.write(next);
        return settingsOf(withPolicies(next));
      }),
    address: (party) => serial(async () => addressFor(await read(), party)),
    open: (party, shown) =>
      serial(async () => {
        const stored = await read();
        const found = addressFor(stored, party);
        if (!found) throw new CoreError('not-configured', phrase('crm.noTemplate'));
        // Saved before the keys changed, or edited in the file by hand: checked again as it is opened.
        await checked(stored.template, stored.customScheme);
        if (!found.confirmed && !shown) throw new CoreError('crm-not-confirmed', phrase('crm.showFirst'));
        await opened(found.address);
        if (!found.confirmed) await file.write({ ...(await file.read()), shownTemplate: stored.template });
        return { address: found.address };
      }),
    callPlaced: (number) =>
      serial(async () => {
        const stored = await read();
        if (!stored.openOnCall || stored.template === '' || stored.shownTemplate !== stored.template) return;
        // As open() does: a file edited by hand, or keys changed since, never opens by itself unchecked.
        await checked(stored.template, stored.customScheme);
        const found = addressFor(stored, { number, name: null, callId: null, direction: 'outbound' });
        if (found) await opened(found.address);
      }),
  };
}
