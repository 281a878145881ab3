// What a launch asks for: `dialdesk --dial <number>`, `dialdesk --lookup <number>`, `dialdesk --quick-dial`
// (the quick-dial box, no value) and tel:, callto: or sip: links, from the first launch's argv or a second instance's (handed over by the single-instance
// lock). Everything else on the command line (the executable, the app path in development, Chromium and
// Electron switches) is ignored.
import type { OutsideAction } from './outside-actions';

const DIAL_LINK = /^(tel|callto|sip):/i;

/** Whether a URL is one of the links Dialdesk handles; anything else (http:, file:) is ignored. */
export const isDialLink = (url: string): boolean => DIAL_LINK.test(url.trim());

const OPTION_KINDS: Record<string, 'dial' | 'lookup'> = { '--dial': 'dial', '--lookup': 'lookup' };
/** A switch without a value: it opens the box, whatever follows it. */
const QUICK_DIAL = '--quick-dial';

/**
 * The actions on a command line, in the order they were written. `--dial=<n>` is unambiguous; for
 * `--dial <n>` the value is the next argument that is not a switch, because Chromium moves switches
 * ahead of plain arguments in a second instance's argv on Windows (electron/electron#20322), so
 * `--dial 555 --lookup 777` may arrive as `--dial --lookup 555 777`. Values pair up in order.
 */
export function parseLaunchArgs(argv: readonly string[]): OutsideAction[] {
  const slots: (OutsideAction | null)[] = [];
  const waiting: { slot: number; kind: 'dial' | 'lookup' }[] = [];
  let switchesEnded = false;
  const actionFor = (kind: 'dial' | 'lookup', text: string): OutsideAction | null => {
    if (text.trim() === '') return null; // e.g. `--dial "$(wl-paste -p)"` with nothing selected
    return kind === 'dial' ? { kind: 'call', text, source: 'command-line' } : { kind: 'lookup', text };
  };

  // argv[0] is the executable.
  for (const arg of argv.slice(1)) {
    if (!switchesEnded && arg === '--') {
      switchesEnded = true;
    } else if (!switchesEnded && arg.startsWith('-')) {
      const equals = arg.indexOf('=');
      const name = (equals === -1 ? arg : arg.slice(0, equals)).toLowerCase();
      if (name === QUICK_DIAL) {
        slots.push({ kind: 'quick-dial' });
        continue;
      }
      const kind = OPTION_KINDS[name];
      if (!kind) continue; // a Chromium or Electron switch
      if (equals === -1) {
        waiting.push({ slot: slots.length, kind });
        slots.push(null);
      } else {
        slots.push(actionFor(kind, arg.slice(equals + 1)));
      }
    } else {
      const option = waiting.shift();
      if (option) slots[option.slot] = actionFor(option.kind, arg);
      else if (isDialLink(arg)) slots.push({ kind: 'link', url: arg.trim() });
    }
  }
  return slots.filter((action) => action !== null);
}
