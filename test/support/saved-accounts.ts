// Saved accounts as tests need them: the fields a person enters, and an entry of the list main sends.
import type { AccountEntry, AccountFields } from '../../preload/contract';

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
  ...fields,
});
