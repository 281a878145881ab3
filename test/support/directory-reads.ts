// Waiting for a company directory's next read through the core, as Settings sees it: its status says it
// is reading, then that it is not. For reads the schedule starts (a clock moved an hour), which no request
// answers the end of.
import type { Core } from '../../main/core';
import type { DirectoryView } from '../../preload/contract';

/** Settles with the directory's view once its next read (found by its name) has ended. */
export const nextReadEnded = (core: Pick<Core, 'on'>, name: string, timeoutMs = 300_000) =>
  new Promise<DirectoryView>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no read of ${name} ended within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    timer.unref();
    let reading = false;
    const off = core.on('directoriesChanged', ({ directories }) => {
      const view = directories.find((each) => each.settings.name === name);
      if (view?.status.reading) reading = true;
      else if (view && reading) {
        clearTimeout(timer);
        off();
        resolve(view);
      }
    });
  });
