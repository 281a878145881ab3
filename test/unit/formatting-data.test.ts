// The preload starts ICU's data once the page's HTML is parsed (preload/shared/formatting-data.ts): not
// before, which would hold up the parser and the script's request, and not again.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startFormattingData } from '../../preload/shared/formatting-data';

/** A document as the preload sees it: its readyState, and the event that says it changed. */
function loadingDocument() {
  const events = new EventTarget();
  const page = Object.assign(events, { readyState: 'loading' as DocumentReadyState });
  return {
    document: page as unknown as Document,
    parsed() {
      page.readyState = 'interactive';
      events.dispatchEvent(new Event('readystatechange'));
    },
  };
}

/** Counts the date formatters made from now on (until the test ends). */
function countFormatters(): () => number {
  let made = 0;
  class Counted extends Intl.DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...args);
      made++;
    }
  }
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { DateTimeFormat: Counted }));
  return () => made;
}

afterEach(() => vi.unstubAllGlobals());

describe('formatting data', () => {
  test('starts once the HTML is parsed, once', () => {
    const made = countFormatters();
    const page = loadingDocument();
    startFormattingData(page.document);
    expect(made()).toBe(0);
    page.parsed();
    expect(made()).toBe(1);
    page.parsed();
    expect(made()).toBe(1);
  });

  test('starts at once when the HTML is parsed already', () => {
    const made = countFormatters();
    const page = loadingDocument();
    page.parsed();
    startFormattingData(page.document);
    expect(made()).toBe(1);
  });
});
