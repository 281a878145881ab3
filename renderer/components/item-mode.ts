// A listed item's buttons, or a form in their place (rename, edit, remove): back from the form, the focus
// goes to the button that opened it, so a keyboard carries on where it was. Shared by Settings' accounts
// and directories.
import { useEffect, useState } from 'preact/hooks';

export function useItemMode<Mode extends string>(buttons: Record<Mode, { current: HTMLElement | null }>) {
  const [mode, setMode] = useState<Mode | 'show'>('show');
  const [returnTo, setReturnTo] = useState<Mode | null>(null);
  useEffect(() => {
    if (mode !== 'show' || returnTo === null) return;
    buttons[returnTo].current?.focus();
    setReturnTo(null);
  }, [mode, returnTo]);
  return {
    mode,
    open: (next: Mode) => setMode(next),
    back(from: Mode) {
      setMode('show');
      setReturnTo(from);
    },
  };
}
