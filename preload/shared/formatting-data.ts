// Intl's formatters read their data from ICU, which a fresh renderer process loads on first use: the
// first formatter of any kind took 12-18 ms in Chromium 156, later ones 2 ms, whichever world of the
// page made the first (issue 27, profiled on `npm run bench`'s page). The main window's first rows show
// times and counts, so its script paid that before its first row. The preload starts ICU instead, once
// the page's HTML is parsed and its script requested: while the script is still on its way, the time
// comes out of a wait. Nothing made here is kept: the page makes its own formatters, in its own
// language, after main's answer.

/** Starts ICU's data in this renderer process once `document`'s HTML is parsed (at once if it is). */
export function startFormattingData(document: Document): void {
  const start = () =>
    void new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(0);
  if (document.readyState !== 'loading') start();
  else document.addEventListener('readystatechange', start, { once: true });
}
