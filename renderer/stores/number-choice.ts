// The question "which number?" asked when the person calls a contact with several numbers usable here:
// it stands in the status line until a number is chosen (one call, through the call flow) or it is
// cancelled.
import { createStore } from 'zustand/vanilla';
import type { Contact } from '../../preload/contract';

export interface NumberChoiceState {
  /** The contact whose numbers are offered, while the question is up. */
  contact: Contact | null;
  ask(contact: Contact): void;
  close(): void;
}

export const createNumberChoiceStore = () =>
  createStore<NumberChoiceState>()((set) => ({
    contact: null,
    ask: (contact) => set({ contact }),
    close: () => set({ contact: null }),
  }));

export type NumberChoiceStore = ReturnType<typeof createNumberChoiceStore>;
