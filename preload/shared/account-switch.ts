// When the window starts afresh for another account: shared by the renderer (which reloads its page, so
// that no list, count, suggestion, lookup or recent call of the account before stays in any store) and
// main's shell (which holds a navigation back until the reloaded page can hear it). Pure: no imports.

interface AccountsSeen {
  activeId: string;
  accounts: readonly { id: string }[];
}

/**
 * True when the account in use changed to one the window may have shown before, or away from a saved
 * one. Not for the demo's first account being saved from the account form: the form's own result is
 * said in place, and the views already drop the demo's lists when the phone system changes.
 */
export function startsAfresh(before: AccountsSeen, after: AccountsSeen): boolean {
  if (before.activeId === after.activeId) return false;
  const savedBefore = (id: string) => before.accounts.some((account) => account.id === id);
  return savedBefore(before.activeId) || savedBefore(after.activeId);
}
