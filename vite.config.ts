import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, normalizePath, type Plugin } from 'vite';
import { windowMessages } from './scripts/window-messages.mjs';

// The renderer only: main and preload are bundled by esbuild in scripts/build.mjs. The stores use
// zustand/vanilla with a small Preact hook (renderer/stores/use-store.ts), so no React alias is needed:
// zustand's React hook through preact/compat measured 3.8 KB gzipped more.
//
// Classic scripts, not modules. The pages load from app://dialdesk, a custom scheme registered without
// corsEnabled (main/shell/app-protocol.ts). A module script, and any tag with `crossorigin`, is fetched in
// CORS mode, and Electron answers CORS-mode requests to a custom scheme through a gate of its own that
// has changed within patch releases (electron/electron#51152, backported to 39-42 in April 2026). A
// classic `<script defer>` and a plain stylesheet link are no-cors, same-origin fetches: they load from
// any scheme that can serve the page itself, so there is nothing left to verify. The cost is one script
// file instead of a chunk per window: the bundler still wraps each window's code (renderer/main.tsx
// imports app-main or confirm-main) so that only the window's own code runs.

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const CROSSORIGIN_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** Vite writes module tags for its output: turn them into classic ones, and refuse anything else. */
function classicTags(): Plugin {
  return {
    name: 'dialdesk-classic-tags',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const classic = html
          .replace(MODULE_SCRIPT, '<script defer src="$1"></script>')
          .replace(CROSSORIGIN_STYLESHEET, '<link rel="stylesheet" href="$1">');
        if (/type="module"|crossorigin|rel="modulepreload"/.test(classic))
          throw new Error('renderer/index.html: a module or CORS-mode tag is left in the built page');
        return classic;
      },
    },
  };
}

const ENGLISH_CATALOG = normalizePath(
  join(import.meta.dirname, 'preload', 'shared', 'i18n', 'catalogs', 'en.ts'),
);

/**
 * The page's English catalog holds the messages the windows' code names, and no others
 * (scripts/window-messages.ts): about 600 of 1,000.
 */
function windowMessagesOnly(): Plugin {
  return {
    name: 'dialdesk-window-messages',
    async load(id) {
      if (id !== ENGLISH_CATALOG) return null;
      // Node strips the catalog's types (`as const`) as it imports it.
      const { en } = (await import(pathToFileURL(id).href)) as { en: Record<string, unknown> };
      return `export const en = ${JSON.stringify(windowMessages(en))};`;
    },
  };
}

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [classicTags(), windowMessagesOnly()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    modulePreload: false,
    // One stylesheet file: with a single script, per-chunk CSS would be injected as inline <style>,
    // which the page's policy (style-src 'self') refuses.
    cssCodeSplit: false,
    rolldownOptions: {
      output: { format: 'iife', codeSplitting: false },
      // Vite's dynamic-import helper, and the import.meta.url Vite passes it, serve only to preload
      // chunks: with one file and no preloading neither is read. Any other import.meta still warns.
      transform: { define: { 'import.meta.url': 'undefined' } },
      onLog(level, log, handler) {
        if (log.code === 'EMPTY_IMPORT_META' && log.id === '\0vite/preload-helper.js') return;
        handler(level, log);
      },
    },
  },
});
