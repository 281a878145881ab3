// People → Export: the contacts People lists, written to a file the person chooses.
import type { ContactsExported, ContactsExportFormat } from '../../../preload/contract';
import type { SavedFiles } from '../../files/saved-files';
import type { ContactsAccount, ContactsService } from '../service';

export interface ContactsExporter {
  /** Writes the contacts People lists for the search text ('' for all); null when the person cancelled. */
  run(account: ContactsAccount, format: ContactsExportFormat, text: string): Promise<ContactsExported | null>;
}

export interface ContactsExporterOptions {
  contacts: ContactsService;
  files: SavedFiles;
}

export function createContactsExporter(_options: ContactsExporterOptions): ContactsExporter {
  return {
    run: async () => {
      throw new Error('TODO issue 46: the exporter');
    },
  };
}
