// Saved accounts as tests need them: the fields a person enters, an entry of the list main sends, and
// the list itself.
import type { AccountEntry, AccountFields, AccountsView } from '../../preload/contract';

/** Every field of a valid account; a test overrides what it is about. */
export const accountFields = (fields: Partial<AccountFields> = {}): AccountFields => ({
  name: 'Acme front desk',
  accountId: 'acme-01',
  domain: 'pbx.example.com',
  baseUrlOverride: '',
  extension: '201',
  lookupUrl: '',
  defaultRegion: 'US',
  dialFormat: 'national-digits',
  watchVoicemail: true,
  ...fields,
});

/** A saved account as listAccounts lists it: no voicemail read for it unless the test says so. */
export const accountEntry = (id: string, fields: Partial<AccountEntry> = {}): AccountEntry => ({
  ...accountFields(),
  id,
  unheardVoicemail: null,
  voicemailProblem: null,
  note: null,
  origin: 'own',
  fixed: [],
  mergeInto: null,
  ...fields,
});

/** The list as listAccounts answers it, read from a file as this version writes it (nothing to say of it). */
export const accountsView = (activeId: string, accounts: AccountEntry[]): AccountsView => ({
  activeId,
  accounts,
  readOnly: null,
  ownAllowed: true,
  notices: [],
});
