// The macOS application menu: Dialdesk's, Edit, View (the zoom) and Window. Electron names the items of a
// role-made menu in English whatever the language, so each item keeps its role (what it does, its key)
// and takes its words from the catalog; made again when the language changes.
import { t, type WordKey } from '../../preload/shared/i18n/translate';

type Role =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'minimize'
  | 'zoom'
  | 'front';

export interface RoleItem {
  role: Role;
  label: string;
}
export interface SeparatorItem {
  type: 'separator';
}
export interface CommandItem {
  label: string;
  accelerator: string;
  click(): void;
}
/** A menu of the menu bar; macOS titles the first one with the app's name, whatever it is labelled. */
export interface MenuBarMenu {
  label: string;
  /** The Services submenu of Dialdesk's menu, filled by macOS. */
  role?: 'services';
  submenu: (RoleItem | SeparatorItem | CommandItem)[];
}

const SEPARATOR: SeparatorItem = { type: 'separator' };
const item = (role: Role, label: WordKey): RoleItem => ({ role, label: t(label) });

/** The menu bar, with `viewItems` (the zoom commands) under View. */
export function macMenuBar(viewItems: CommandItem[]): MenuBarMenu[] {
  return [
    {
      label: 'Dialdesk',
      submenu: [
        item('about', 'menu.about'),
        SEPARATOR,
        item('services', 'menu.services'),
        SEPARATOR,
        item('hide', 'menu.hide'),
        item('hideOthers', 'menu.hideOthers'),
        item('unhide', 'menu.showAll'),
        SEPARATOR,
        item('quit', 'menu.quit'),
      ],
    },
    {
      label: t('menu.edit'),
      submenu: [
        item('undo', 'menu.undo'),
        item('redo', 'menu.redo'),
        SEPARATOR,
        item('cut', 'menu.cut'),
        item('copy', 'menu.copy'),
        item('paste', 'menu.paste'),
        item('selectAll', 'menu.selectAll'),
      ],
    },
    { label: t('menu.view'), submenu: viewItems },
    {
      label: t('menu.window'),
      submenu: [
        item('minimize', 'menu.minimize'),
        item('zoom', 'menu.zoom'),
        SEPARATOR,
        item('front', 'menu.front'),
      ],
    },
  ];
}
