// What the hotkeys, the tray, links and the command line ask for, carried out through the core: a call
// (which the core usually turns into a confirmation) or a quick lookup. The window is not where these
// start, so their outcome is told in a notification.

import type { OutsideCallSource, ReadText, TextSource } from '../../preload/contract';
import type { Core, CoreHandlers } from '../core';
import { toIpcError } from '../errors/classify';
import { findNumber, numberInLink } from './found-number';
import {
  callFailedNotice,
  callPlacedNotice,
  lookupFailedNotice,
  lookupNotice,
  notADialLinkNotice,
} from './notices';
import type { Notify } from './notifications';
import { excerptOf } from './selection';

export type OutsideAction =
  /** `from`: a hotkey's text came from the selection or the clipboard (shown with the confirmation). */
  | { kind: 'call'; text: string; source: OutsideCallSource; from?: TextSource }
  | { kind: 'lookup'; text: string }
  | { kind: 'link'; url: string }
  /** `dialdesk --quick-dial`: the quick-dial box opens. */
  | { kind: 'quick-dial' };

export interface OutsideActionsOptions {
  core: Pick<Core, 'startCall' | 'lookupNumber'>;
  defaultRegion(): string;
  notify: Notify;
  /** Opens the main window on the lookup view for this number. */
  showLookup(number: string): void;
  openQuickDial(): void;
}

/** Runs one action; never throws, since every failure is told to the user. */
export function createOutsideActions(
  options: OutsideActionsOptions,
): (action: OutsideAction) => Promise<void> {
  const { core, notify } = options;

  const call = async (text: string, source: OutsideCallSource, read?: ReadText) => {
    try {
      const started = await core.startCall(text, source, read);
      if (started.kind === 'placed') notify(callPlacedNotice(started.outcome));
    } catch (error) {
      notify(callFailedNotice(error));
    }
  };

  const lookup = async (text: string) => {
    try {
      const { tn, facts } = await core.lookupNumber({ number: text });
      const found = findNumber(text, options.defaultRegion());
      const number = found?.text ?? tn;
      notify(lookupNotice(found?.display ?? tn, facts, () => options.showLookup(number)));
    } catch (error) {
      notify(lookupFailedNotice(error));
    }
  };

  return async (action) => {
    switch (action.kind) {
      case 'call':
        return call(
          action.text,
          action.source,
          action.from && { text: excerptOf(action.text), from: action.from },
        );
      case 'lookup':
        return lookup(action.text);
      case 'quick-dial':
        return options.openQuickDial();
      case 'link': {
        const found = numberInLink(action.url, options.defaultRegion());
        if (found) return call(found.text, 'link');
        notify(notADialLinkNotice(action.url));
      }
    }
  };
}

/**
 * The handlers with a notification for each call confirmed in the confirmation window: that window
 * closes as soon as the call is confirmed, before the phone system has answered.
 */
export function withConfirmedCallNotices(handlers: CoreHandlers, notify: Notify): CoreHandlers {
  return {
    ...handlers,
    async confirmPendingCall(request) {
      try {
        const outcome = await handlers.confirmPendingCall(request);
        notify(callPlacedNotice(outcome));
        return outcome;
      } catch (error) {
        // A second Enter on a call already placed: the first one's notification says it all.
        if (toIpcError(error).code !== 'call-not-pending') notify(callFailedNotice(error));
        throw error;
      }
    },
  };
}

/**
 * The handlers with what a call from the quick-dial box needs from main: the box hides once the phone
 * system has answered, and the call's state is told in a notification, as for any call from outside the
 * window. A call the box must still ask about (flagged Do Not Call since its check) keeps the box open:
 * the question is asked there.
 */
export function withQuickDialCalls(
  handlers: CoreHandlers,
  box: { notify: Notify; close(): void },
): CoreHandlers {
  return {
    ...handlers,
    async placeCall(request) {
      if (request.source !== 'quick-dial') return handlers.placeCall(request);
      try {
        const outcome = await handlers.placeCall(request);
        box.close();
        box.notify(callPlacedNotice(outcome));
        return outcome;
      } catch (error) {
        if (toIpcError(error).code !== 'dnc-not-confirmed') {
          box.close();
          box.notify(callFailedNotice(error));
        }
        throw error;
      }
    },
  };
}
