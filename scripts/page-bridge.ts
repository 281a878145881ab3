// The preload's stand-in for a page in Chromium, shared by the E2E harness and `npm run dev`: the page
// gets `window.dialdesk` through a Playwright binding to the real core's IPC door, and main's events
// through page.evaluate, so the page talks to nothing but this bridge and its `connect-src 'none'` stays.
//
//   page (renderer) --window.dialdesk--> exposeBinding --> createDispatcher(core) --HTTP--> simulator
//   page <--core.on(...) events-- page.evaluate
import type { Page } from 'playwright-core';
import type { Core } from '../main/core';
import { createDispatcher } from '../main/ipc/dispatch';
import { noChecksAnswer } from '../main/shell/updates';
import {
  CHANNELS,
  EVENTS,
  type EventName,
  type Events,
  type Result,
  type UpdateMode,
} from '../preload/contract';

export interface BridgeCall {
  channel: string;
  request: unknown;
  reply: Result<unknown>;
}

export interface PageBridgeOptions {
  /** Every request and reply that crossed the bridge, from any page, in order. */
  onCall?(call: BridgeCall): void;
  /** Page errors, console errors and CSP violations: a finished app has none. */
  onProblem(text: string): void;
  /** Why the installation this page plays checks for no updates: a development run unless said. */
  updateMode?: Exclude<UpdateMode, 'checks'>;
}

export interface PageBridge {
  /** Gives a new page the preload's bridge and reports its problems; call before it navigates. */
  attach(page: Page): Promise<void>;
  /** Sends an event to every attached page, as the shell broadcasts main's events to every window. */
  emit<E extends EventName>(event: E, payload: Events[E]): Promise<void>;
  /** Stops forwarding the core's events. */
  close(): void;
}

/** The tag of bytes crossing the binding as base64. */
const BYTES = '__dialdeskBytes';

function encodeBytes(value: unknown): unknown {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encodeBytes);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeBytes(item)]));
}

export function createPageBridge(core: Core, options: PageBridgeOptions): PageBridge {
  // A page in a browser has no window of its own to size: the test (or the developer) sets its viewport.
  // Nor an installation to update: it answers as a development run of the app does, or as one whose
  // updates never run for the reason the test gives.
  const updateMode = options.updateMode ?? 'development-run';
  const dispatch = createDispatcher({
    ...core,
    fitConfirmWindow: async () => null,
    // The box is a page here: the test sees the request (app.callsTo) and what the page did before it.
    closeQuickDial: async () => null,
    checkForUpdates: async () => ({ message: noChecksAnswer(updateMode) }),
    getUpdateMode: async () => updateMode,
    // No hotkeys in a browser: the test plays main's answer (app.emit('hotkeyHeard', …)).
    testHotkeys: async () => null,
  });
  const pages = new Set<Page>();

  const emit = async <E extends EventName>(event: E, payload: Events[E]) => {
    await Promise.all(
      [...pages].map(
        (page) =>
          page
            .evaluate(
              ([name, data]) =>
                (window as unknown as { __dialdeskEmit(e: string, p: unknown): void }).__dialdeskEmit(
                  name,
                  data,
                ),
              [event, encodeBytes(payload)] as const,
            )
            .catch(() => {}), // the page may be closing
      ),
    );
  };
  const unsubscribe = EVENTS.map((event) => core.on(event, (payload) => void emit(event, payload)));

  return {
    async attach(page) {
      pages.add(page);
      page.on('close', () => pages.delete(page));
      await watchProblems(page, options.onProblem);
      await exposeBridge(page, async (channel, request) => {
        const reply = await dispatch(channel, request);
        options.onCall?.({ channel, request, reply });
        return reply;
      });
    },
    emit,
    close() {
      for (const stop of unsubscribe) stop();
    },
  };
}

async function watchProblems(page: Page, onProblem: (text: string) => void): Promise<void> {
  page.on('pageerror', (error) => onProblem(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      onProblem(`console ${message.type()}: ${message.text()}`);
  });
  // The bridge's init script reports CSP violations through this.
  await page.exposeBinding('__dialdeskProblem', (_source, text: string) => onProblem(text));
}

/**
 * What the Electron preload does with ipcRenderer.invoke, done with a Playwright binding. IPC's
 * structured clone turns the core's Buffers into Uint8Arrays; Playwright's serialiser would send a
 * Buffer as {type, data}, so bytes cross as tagged base64 and the init script makes them Uint8Arrays.
 */
async function exposeBridge(
  page: Page,
  invoke: (channel: string, request: unknown) => Promise<Result<unknown>>,
): Promise<void> {
  // Run through tsx (npm run dev), the function below is compiled with esbuild's keepNames, which wraps
  // its inner functions in __name(): the page has no such helper, so it gets one that changes nothing.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.exposeBinding('__dialdeskInvoke', async (_source, channel: string, request: unknown) =>
    encodeBytes(await invoke(channel, request)),
  );
  await page.addInitScript(
    ({ channels, events, BYTES }) => {
      type Listener = (payload: unknown) => void;
      const host = window as unknown as Record<string, unknown> & {
        __dialdeskInvoke(channel: string, request: unknown): Promise<unknown>;
        __dialdeskProblem(text: string): void;
      };
      const decodeBytes = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(decodeBytes);
        if (typeof value !== 'object' || value === null) return value;
        const tagged = (value as { [BYTES]?: string })[BYTES];
        if (typeof tagged === 'string') return Uint8Array.from(atob(tagged), (c) => c.charCodeAt(0));
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeBytes(v)]));
      };
      const listeners = new Map<string, Set<Listener>>();
      host.__dialdeskEmit = (event: string, payload: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(decodeBytes(payload));
      };
      const api: Record<string, unknown> = {
        on(event: string, listener: Listener) {
          if (!events.includes(event)) throw new Error(`Unknown event: ${event}`);
          const set = listeners.get(event) ?? new Set<Listener>();
          listeners.set(event, set);
          set.add(listener);
          return () => set.delete(listener);
        },
      };
      // IPC hands the page a structured clone, whose strings are the page's own. A binding's answer
      // arrives as literals of a script, which V8 puts in its string table: cloned, it arrives as from
      // IPC (test/e2e/string-table.ts reads that table).
      for (const channel of channels)
        api[channel] = async (request?: unknown) =>
          decodeBytes(structuredClone(await host.__dialdeskInvoke(channel, request)));
      host.dialdesk = Object.freeze(api);
      document.addEventListener('securitypolicyviolation', (event) =>
        host.__dialdeskProblem(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
        ),
      );
    },
    { channels: [...CHANNELS] as string[], events: [...EVENTS] as string[], BYTES },
  );
}
