// People → Import…: main asks for the files, reads them and answers a preview, and nothing is written
// until the person presses Import, with each conflict settled as they chose (their own version unless
// they chose the file's). Cancel stops a reading under way, or forgets the preview. What the import did,
// or why the files were refused, stays said until the next import or until dismissed.
import { createStore } from 'zustand/vanilla';
import type {
  ContactsImported,
  ContactsImportPreview,
  DialdeskApi,
  ImportChoices,
  IpcError,
} from '../../preload/contract';

/** Whose version of a contact in conflict an import keeps. */
export type ConflictChoice = ImportChoices['others'];

export type ImportStep =
  | { kind: 'idle' }
  /** Main has the open dialog up, or reads the chosen files. */
  | { kind: 'reading'; cancelling: boolean }
  | {
      kind: 'preview';
      preview: ContactsImportPreview;
      choices: ImportChoices;
      importing: boolean;
      /** Why the last Import was refused: nothing was written, and the preview stays. */
      failure: IpcError | null;
    };

export type PreviewStep = Extract<ImportStep, { kind: 'preview' }>;

export type ImportOutcome =
  | { kind: 'imported'; imported: ContactsImported }
  /** The files could not be read as an address book (empty, an archive, binary...). */
  | { kind: 'refused'; error: IpcError };

export interface ContactsImportState {
  step: ImportStep;
  outcome: ImportOutcome | null;
  /**
   * A reading or a preview ended (imported, cancelled, refused): Import… takes the focus back, where the
   * person started, and says so with focusReturned().
   */
  returnFocus: boolean;
  focusReturned(): void;
  /** Asks main for the files and reads them: a preview, a refusal, or nothing when the dialog was cancelled. */
  start(): Promise<void>;
  /** Stops the reading, or leaves the preview: nothing is written either way. */
  cancel(): Promise<void>;
  choose(id: string, choice: ConflictChoice): void;
  /** The choice for the conflicts beyond the ones the preview lists. */
  chooseOthers(choice: ConflictChoice): void;
  /** Imports the preview shown, all or nothing. */
  run(): Promise<void>;
  dismiss(): void;
}

/**
 * Whether importing the preview with these choices would change any contact: a new or updated one, or a
 * conflict settled with the file's version.
 */
export function importChanges({ preview, choices }: Pick<PreviewStep, 'preview' | 'choices'>): boolean {
  const { counts, conflicts } = preview;
  if (counts.new > 0 || counts.updated > 0) return true;
  if (conflicts.some((conflict) => choices.chosen[conflict.id] === 'file')) return true;
  return choices.others === 'file' && counts.conflict > conflicts.length;
}

const IDLE: ImportStep = { kind: 'idle' };

export function createContactsImportStore(
  api: Pick<DialdeskApi, 'previewContactsImport' | 'importContacts' | 'cancelContactsImport'>,
) {
  return createStore<ContactsImportState>()((set, get) => {
    const end = (outcome: ImportOutcome | null = null) => set({ step: IDLE, outcome, returnFocus: true });
    const patchPreview = (patch: Partial<PreviewStep>) => {
      const { step } = get();
      if (step.kind === 'preview') set({ step: { ...step, ...patch } });
    };
    return {
      step: IDLE,
      outcome: null,
      returnFocus: false,
      focusReturned: () => set({ returnFocus: false }),
      async start() {
        if (get().step.kind !== 'idle') return;
        set({ step: { kind: 'reading', cancelling: false }, outcome: null });
        const result = await api.previewContactsImport();
        const { step } = get();
        // Cancelled meanwhile: main has dropped the reading, and any preview it made of it.
        if (step.kind !== 'reading' || step.cancelling) return end();
        if (!result.ok) return end({ kind: 'refused', error: result.error });
        if (result.value === null) return end();
        const preview = result.value;
        // Every listed conflict keeps the person's version until they choose otherwise, said one by one
        // rather than left to the choice for the others.
        const chosen = Object.fromEntries(
          preview.conflicts.map((conflict) => [conflict.id, 'mine' as const]),
        );
        set({
          step: {
            kind: 'preview',
            preview,
            choices: { chosen, others: 'mine' },
            importing: false,
            failure: null,
          },
        });
      },
      async cancel() {
        const { step } = get();
        if (step.kind === 'reading') {
          if (step.cancelling) return;
          set({ step: { kind: 'reading', cancelling: true } });
        } else if (step.kind === 'preview' && !step.importing) end();
        else return;
        await api.cancelContactsImport();
      },
      choose(id, choice) {
        const { step } = get();
        if (step.kind !== 'preview' || step.importing) return;
        patchPreview({ choices: { ...step.choices, chosen: { ...step.choices.chosen, [id]: choice } } });
      },
      chooseOthers(others) {
        const { step } = get();
        if (step.kind !== 'preview' || step.importing) return;
        patchPreview({ choices: { ...step.choices, others } });
      },
      async run() {
        const { step } = get();
        if (step.kind !== 'preview' || step.importing || !importChanges(step)) return;
        patchPreview({ importing: true, failure: null });
        const result = await api.importContacts({ previewId: step.preview.id, choices: step.choices });
        if (result.ok) end({ kind: 'imported', imported: result.value });
        else patchPreview({ importing: false, failure: result.error });
      },
      dismiss: () => set({ outcome: null }),
    };
  });
}

export type ContactsImportStore = ReturnType<typeof createContactsImportStore>;
