// Run as a child process by the kill test (test/integration/stale-temp-files.test.ts): saves the settings
// of the data folder given as its argument through the real store, again and again, until it is killed.
// It prints "saving" once the first save is on disk, so that the kills land in the loop, not at start.
import { createSettingsStore } from '../../main/settings';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: settings-save-loop.ts <data folder>');
const store = createSettingsStore({ dataDir });
await store.load();
for (let save = 0; ; save += 1) {
  await store.update({ account: { extension: String(200 + (save % 100)) } });
  if (save === 0) process.stdout.write('saving\n');
}
