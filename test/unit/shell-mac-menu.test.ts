// The macOS menu bar: every item keeps the role that makes it work and says it in the language in use
// (Electron would name role-made items in English).
import { afterEach, expect, it } from 'vitest';
import { catalogOf } from '../../main/i18n/catalogs';
import { macMenuBar } from '../../main/shell/mac-menu';
import { useLanguage } from '../../preload/shared/i18n/translate';

afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));

const zoomItems = [{ label: 'Tatsächliche Größe', accelerator: 'CmdOrCtrl+0', click: () => undefined }];
const itemsOf = (menus: ReturnType<typeof macMenuBar>) =>
  menus.flatMap((menu) => menu.submenu.flatMap((item) => ('label' in item ? [item] : [])));

it('has Edit, View and Window with the roles macOS acts on, named in English by default', () => {
  const bar = macMenuBar(zoomItems);
  expect(bar.map((menu) => menu.label)).toEqual(['Dialdesk', 'Edit', 'View', 'Window']);
  const roles = itemsOf(bar).flatMap((item) => ('role' in item ? [`${item.role}: ${item.label}`] : []));
  expect(roles).toEqual([
    'about: About Dialdesk',
    'services: Services',
    'hide: Hide Dialdesk',
    'hideOthers: Hide Others',
    'unhide: Show All',
    'quit: Quit Dialdesk',
    'undo: Undo',
    'redo: Redo',
    'cut: Cut',
    'copy: Copy',
    'paste: Paste',
    'selectAll: Select All',
    'minimize: Minimize',
    'zoom: Zoom',
    'front: Bring All to Front',
  ]);
});

it('speaks the language in use, every item, when made again', () => {
  useLanguage({ language: 'de', locale: 'de', catalog: catalogOf('de') });
  const bar = macMenuBar(zoomItems);
  expect(bar.map((menu) => menu.label)).toEqual(['Dialdesk', 'Bearbeiten', 'Darstellung', 'Fenster']);
  const labels = itemsOf(bar).map((item) => item.label);
  expect(labels).toContain('Kopieren');
  expect(labels).toContain('Dialdesk beenden');
  const english = itemsOf(macMenuBar(zoomItems)).map((item) => item.label);
  useLanguage({ language: 'en', locale: 'en', catalog: null });
  const inEnglish = itemsOf(macMenuBar(zoomItems)).map((item) => item.label);
  // Only the app's name and the zoom item given are the same words in both.
  expect(english.filter((label, i) => label === inEnglish[i])).toEqual(['Tatsächliche Größe']);
});
