// The `electron` module the bench's copy of the app's preload is bundled with (scripts/bench-stub.mjs):
// ipcRenderer.invoke reaches the stub standing in for main in the page, and contextBridge puts the
// bridge on the page's window, as Electron's does across the isolated world.
export const ipcRenderer = {
  invoke: (name, request) => window.__benchMain(name, request),
  on() {},
  removeListener() {},
};

export const contextBridge = {
  exposeInMainWorld(key, value) {
    window[key] = value;
  },
};
