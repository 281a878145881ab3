/** A task runner that runs tasks one after another, in call order. */
export type SerialQueue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Serialises changes to one file, so that quick successive changes all land, each on top of the last.
 * A failed task does not stop the ones queued after it; its own caller still gets the rejection.
 */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}
