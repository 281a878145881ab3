// People → Import…: reads the chosen files, compares their contacts with the person's, and holds what it
// found as a preview until the person imports it (all or nothing) or goes back.
import type { ContactsImported, ContactsImportPreview, ImportChoices } from '../../../preload/contract';
import type { ContactsAccount, ContactsService } from '../service';

export interface ContactsImporter {
  /** Reads the files and answers what importing them would do; nothing is written. A newer preview replaces it. */
  preview(account: ContactsAccount, paths: readonly string[]): Promise<ContactsImportPreview>;
  /** Imports the preview with this id, its conflicts settled by the choices, in one transaction. */
  import(account: ContactsAccount, previewId: string, choices: ImportChoices): ContactsImported;
  /** Stops a reading under way and forgets the preview held. */
  cancel(): void;
}

export interface ContactsImporterOptions {
  contacts: ContactsService;
}

export function createContactsImporter(_options: ContactsImporterOptions): ContactsImporter {
  const todo = () => {
    throw new Error('TODO issue 46: the importer');
  };
  return { preview: async () => todo(), import: todo, cancel: () => undefined };
}
