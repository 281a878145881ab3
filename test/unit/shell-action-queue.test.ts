// Actions that arrive before the app is ready wait, then run in order and once; later ones run one at a
// time, so a second link can never overtake the first.
import { describe, expect, it, vi } from 'vitest';
import { createActionQueue } from '../../main/shell/action-queue';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createActionQueue', () => {
  it('holds actions until opened, then runs them in arrival order, each exactly once', async () => {
    const queue = createActionQueue<string>();
    const ran: string[] = [];
    queue.push('tel:1');
    queue.push('tel:2');
    queue.push('tel:3');
    await settle();
    expect(ran).toEqual([]);

    const run = async (action: string) => {
      ran.push(action);
    };
    queue.open(run);
    queue.open(run); // a second open replays nothing
    await settle();
    expect(ran).toEqual(['tel:1', 'tel:2', 'tel:3']);

    queue.push('tel:4');
    await settle();
    expect(ran).toEqual(['tel:1', 'tel:2', 'tel:3', 'tel:4']);
  });

  it('runs one action at a time: the next starts when the previous has finished', async () => {
    const queue = createActionQueue<string>();
    const first = deferred();
    const started: string[] = [];
    queue.open(async (action) => {
      started.push(action);
      if (action === 'first') await first.promise;
    });
    queue.push('first');
    queue.push('second');
    await settle();
    expect(started).toEqual(['first']);
    first.resolve();
    await settle();
    expect(started).toEqual(['first', 'second']);
  });

  it('keeps going after an action fails, and reports the failure', async () => {
    const reportFailure = vi.fn();
    const queue = createActionQueue<string>(reportFailure);
    const ran: string[] = [];
    queue.open(async (action) => {
      ran.push(action);
      if (action === 'bad') throw new Error('boom');
    });
    queue.push('bad');
    queue.push('good');
    await settle();
    expect(ran).toEqual(['bad', 'good']);
    expect(reportFailure).toHaveBeenCalledWith(new Error('boom'));
  });
});
