// Loaded into the smoke test's Electron main process (NODE_OPTIONS=--require) before the app: it records
// each tray icon the app sets up, so the test can see that the tray exists. Electron offers no list of
// trays; the app's tray service sets a tool tip on the one it creates.
const { Tray } = require('electron');

const trays = new Set();
globalThis.__dialdeskTrays = trays;
const setToolTip = Tray.prototype.setToolTip;
Tray.prototype.setToolTip = function recordTray(toolTip) {
  trays.add(this);
  return setToolTip.call(this, toolTip);
};
