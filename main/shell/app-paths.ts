// Where the built app's parts are, from the folder of the main bundle (dist/main, inside app.asar once
// packaged): the renderer, the preload, and the icons in assets/.
import { join } from 'node:path';

export function appPaths(mainDir: string, platform: NodeJS.Platform) {
  const dist = join(mainDir, '..');
  const assets = join(dist, '..', 'assets');
  return {
    rendererRoot: join(dist, 'renderer'),
    preload: join(dist, 'preload', 'index.cjs'),
    numberKeysWorker: join(mainDir, 'number-keys-worker.cjs'),
    windowIcon: join(assets, 'icon.png'),
    notificationIcon: join(assets, 'icon-256.png'),
    // macOS menu bar icons are black-and-alpha templates that the system tints; Electron loads the
    // @2x variant beside each on high-density screens.
    trayIcon: join(assets, platform === 'darwin' ? 'trayTemplate.png' : 'tray.png'),
  };
}
