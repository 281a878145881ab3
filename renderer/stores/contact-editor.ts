// The contact editor: which contact is being added or edited and what its form starts from (empty, a
// number saved from History, Voicemail, Recordings or Lookup, or the contact as main keeps it), and
// what main answered the last Save: the contact saved, or its refusal with each problem by field.
import { createStore } from 'zustand/vanilla';
import type {
  Contact,
  ContactDraft,
  ContactNumber,
  DialdeskApi,
  IpcError,
  NumberLabel,
} from '../../preload/contract';

export interface ContactEditing {
  /** The contact edited; null for a new one. */
  id: string | null;
  /** What the form starts from. */
  draft: ContactDraft;
  /** The numbers as main keeps them (an edit): which is an extension of another account. */
  kept: readonly ContactNumber[];
  /** A new turn for each start: the form is drawn afresh, not left with what was typed before. */
  turn: number;
}

/** Main refused the Save: the problem of each field by the form's own names (fieldOf), and the error. */
export interface SaveRefusal {
  error: IpcError;
  fields: Record<string, string>;
}

export interface ContactEditorState {
  editing: ContactEditing | null;
  saving: boolean;
  refusal: SaveRefusal | null;
  /** A new contact, starting from what the person chose to save (a number, the phone system's name). */
  startNew(prefill?: Partial<ContactDraft>): void;
  startEdit(contact: Contact): void;
  /** Saves what the form holds; the contact as main saved it, or null when refused (see `refusal`). */
  save(draft: ContactDraft): Promise<Contact | null>;
  cancel(): void;
}

const EMPTY: ContactDraft = { name: '', company: '', note: '', numbers: [] };

export const draftOf = (contact: Contact): ContactDraft => ({
  name: contact.name,
  company: contact.company,
  note: contact.note,
  numbers: contact.numbers.map(({ id, label, number }) => ({ id, label, number })),
});

/**
 * A field's name in the form as main's refusal names it: the request's own path ('draft.numbers.2.number')
 * or the draft's ('numbers.2.number') are both 'numbers.2.number'.
 */
export const fieldOf = (path: string): string => path.replace(/^draft\./, '');

/** The label a number saved from a record starts with: a short run of digits is an extension. */
export const likelyLabel = (number: string): NumberLabel =>
  /^\d{2,6}$/.test(number.replace(/[\s().-]/g, '')) ? 'extension' : 'work';

export function createContactEditorStore(api: Pick<DialdeskApi, 'saveContact'>) {
  return createStore<ContactEditorState>()((set, get) => {
    let turn = 0;
    return {
      editing: null,
      saving: false,
      refusal: null,
      startNew: (prefill = {}) =>
        set({
          editing: { id: null, draft: { ...EMPTY, ...prefill }, kept: [], turn: ++turn },
          refusal: null,
        }),
      startEdit: (contact) =>
        set({
          editing: { id: contact.id, draft: draftOf(contact), kept: contact.numbers, turn: ++turn },
          refusal: null,
        }),
      async save(draft) {
        const editing = get().editing;
        if (!editing || get().saving) return null;
        set({ saving: true, refusal: null });
        const result = await api.saveContact({ id: editing.id, draft });
        // Cancelled or started again meanwhile: the answer is for a form no longer shown.
        if (get().editing?.turn !== editing.turn) {
          set({ saving: false });
          return result.ok ? result.value : null;
        }
        if (!result.ok) {
          const fields = Object.fromEntries(
            Object.entries(result.error.fields ?? {}).map(([path, problem]) => [fieldOf(path), problem]),
          );
          set({ saving: false, refusal: { error: result.error, fields } });
          return null;
        }
        set({ saving: false, editing: null });
        return result.value;
      },
      cancel: () => set({ editing: null, refusal: null }),
    };
  });
}

export type ContactEditorStore = ReturnType<typeof createContactEditorStore>;
