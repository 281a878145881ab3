// What a screen in another language gives away: text never put in a catalog (no ⟦markers⟧ in the
// pseudo-locale), an English message left on screen, and text cut at its width, in the page's flow or in
// a field (a drop-down's choice, an example). Phone-system data, user input and formatted dates and
// numbers are marked translate="no" by the views (or are <time> elements), so they are not words to
// translate; but an English message is never data, so it is looked for there too.
import type { Page } from 'playwright-core';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../preload/shared/i18n/pseudo';

/**
 * Visible text nodes, accessible names (aria-label, title, placeholder, alt) and the title that carry no
 * marker and are not data. A text node between a message's opening and closing marker (a placeholder
 * filled with an element splits a message into several nodes) belongs to that message.
 */
export function unmarkedText(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ open, close }) => {
      const found: string[] = [];
      // The nearest translate attribute decides (translate="yes" inside data marks words again), as in HTML.
      const isData = (element: Element | null) =>
        !!element?.closest('time') || element?.closest('[translate]')?.getAttribute('translate') === 'no';
      // Words need translating; digits, signs and punctuation alone ("3", "+", "·", "—") do not.
      const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
      const withinMessage = (node: Text) => {
        const parent = node.parentElement;
        if (!parent) return false;
        // The message's own text nodes only: an element inside it (a key name) is a message of its own.
        let before = '';
        for (const child of parent.childNodes) {
          if (child === node) break;
          if (child.nodeType === Node.TEXT_NODE) before += child.textContent ?? '';
        }
        return before.lastIndexOf(open) > before.lastIndexOf(close);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data.trim();
        const parent = node.parentElement;
        if (!text || !parent || !hasWords(text) || isData(parent)) continue;
        if (parent.closest('script, style, template')) continue;
        // Out of sight entirely (display: none, a closed menu): its turn comes when it shows.
        if (parent.getClientRects().length === 0 && parent.tagName !== 'OPTION') continue;
        if (text.includes(open) || text.includes(close) || withinMessage(node)) continue;
        found.push(
          `text "${text.slice(0, 60)}" in <${parent.tagName.toLowerCase()} class="${parent.className}">`,
        );
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        // translate="no" covers an element's names as well as its text (HTML's translatable attributes).
        if (isData(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (!value || !hasWords(value) || value.includes(open)) continue;
          found.push(`${name} "${value.slice(0, 60)}" on <${element.tagName.toLowerCase()}>`);
        }
      }
      if (!document.title.includes(open)) found.push(`the title "${document.title}"`);
      return found;
    },
    { open: PSEUDO_OPEN, close: PSEUDO_CLOSE },
  );
}

/**
 * Visible text that is one of `english` (messages of the English catalog), marked as data or not: a word
 * written into a view as data (a key cap's "Enter" with translate="no") escapes the catalog and the
 * markers alike, and shows in English in every language.
 */
export function englishLeft(page: Page, english: string[]): Promise<string[]> {
  return page.evaluate((messages) => {
    const known = new Set(messages);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!known.has(text) || node.parentElement?.getClientRects().length === 0) continue;
      found.push(`English "${text}" in <${node.parentElement?.tagName.toLowerCase()}>`);
    }
    return found;
  }, english);
}

/**
 * The parts of a row that show only the start of something long, whole in the row's detail: what a
 * message or a recording said, a contact's company and numbers, and the person's note on a call.
 */
export const ROW_PREVIEWS = '.row-said, .contact-row-company, .contact-row-numbers, .call-note';

/**
 * Text cut at its width: a text node reaching past the box of the element that clips it (overflow hidden
 * or clip, or an ellipsis). Measured on the text itself, so that a line which shortens data on purpose
 * ("Read: <the selected text>…") passes while its words show. Words always; data too when `data` is set
 * (in a real language a date or a count must fit as well), but for the two lines made to show only the
 * start of something long: a row's preview (ROW_PREVIEWS), and the text a hotkey read.
 */
export function cutText(page: Page, options: { data: boolean } = { data: false }): Promise<string[]> {
  return page.evaluate(
    ({ data: withData, previews }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || !/[\p{L}\p{N}]{2,}/u.test(node.data) || parent.closest(`${previews}, .confirm-read`))
          continue;
        const data =
          parent.closest('time') || parent.closest('[translate]')?.getAttribute('translate') === 'no';
        if (data ? !withData : !/\p{L}{2,}/u.test(node.data)) continue;
        if (parent.getClientRects().length === 0) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const words = range.getBoundingClientRect();
        for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          // Hidden from sight only (a label kept for screen readers): clipped on purpose.
          if (style.clipPath === 'inset(50%)') break;
          if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
          const edge = box.getBoundingClientRect();
          const left = edge.left + box.clientLeft;
          const right = left + box.clientWidth;
          if (words.left < left - 1 || words.right > right + 1)
            found.push(
              `"${node.data.trim().slice(0, 50)}" is cut (${words.left}-${words.right} in ${left}-${right})`,
            );
          break;
        }
      }
      return found;
    },
    { ...options, previews: ROW_PREVIEWS },
  );
}

/**
 * Each drawn drop-down with an option too wide for it (any option is what it may show) and, unless
 * `examples` is false, each drawn field whose example text (its placeholder) is wider than the room the
 * field has for text: measured with the field's own font against its content box. A search field's
 * clear button takes room of that box too, so the example is also set as the field's text for a moment:
 * it must not scroll. A drop-down's choice is drawn by the browser, not laid out as text, so cutText
 * cannot see it cut. Fields named in `skip` are left out.
 */
export function cutFieldText(
  page: Page,
  options: { skip?: string[]; examples?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(({ skip: skipped = [], examples = true }) => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return ['no canvas'];
    const width = (element: HTMLElement, text: string) => {
      const style = getComputedStyle(element);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
      return context.measureText(text).width;
    };
    const room = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return (
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      );
    };
    const found: string[] = [];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    )) {
      if (!field.checkVisibility({ checkVisibilityCSS: true }) || field.getClientRects().length === 0)
        continue;
      const name = field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent?.trim() ?? field.name;
      if (skipped.includes(name)) continue;
      if (field instanceof HTMLSelectElement) {
        // The drop-down's arrow takes 20 px of its content box (a select as wide as its widest option
        // has exactly that much more than the option).
        const free = room(field) - 20;
        for (const option of field.options) {
          const text = option.textContent ?? '';
          if (width(field, text) > free)
            found.push(`${name}: "${text}" (${Math.round(width(field, text))} > ${Math.round(free)})`);
        }
        continue;
      }
      const example = field.placeholder;
      if (!examples || !example) continue;
      if (width(field, example) > room(field)) {
        found.push(
          `${name}: "${example}" (${Math.round(width(field, example))} > ${Math.round(room(field))})`,
        );
        continue;
      }
      if (
        field instanceof HTMLInputElement &&
        ['text', 'search', 'url', 'tel', 'email'].includes(field.type)
      ) {
        const value = field.value;
        field.value = example;
        const scrolls = field.scrollWidth > field.clientWidth;
        field.value = value;
        if (scrolls) found.push(`${name}: "${example}" scrolls (${field.type})`);
      }
    }
    return found;
  }, options);
}
