// Links and command lines can arrive before the app is ready to act on them (a tel: link that launched
// the app, open-url on macOS before `ready`). They wait here until `open`, then run in arrival order,
// each once. After that, actions run as they come, still one at a time: a second link must not
// overtake the first, or the confirmation would show the older number.

export interface ActionQueue<Action> {
  push(action: Action): void;
  /** Starts running: queued actions first, in order, then each new one. Only the first call counts. */
  open(run: (action: Action) => Promise<void>): void;
}

export function createActionQueue<Action>(
  reportFailure: (error: unknown) => void = (error) => console.error('Dialdesk: an action failed', error),
): ActionQueue<Action> {
  let waiting: Action[] = [];
  let runner: ((action: Action) => Promise<void>) | null = null;
  let tail: Promise<void> = Promise.resolve();

  const schedule = (run: (action: Action) => Promise<void>, action: Action) => {
    // A failure must not stop the actions behind it.
    tail = tail.then(() => run(action)).catch(reportFailure);
  };

  return {
    push(action) {
      if (runner) schedule(runner, action);
      else waiting.push(action);
    },
    open(run) {
      if (runner) return;
      runner = run;
      for (const action of waiting) schedule(run, action);
      waiting = [];
    },
  };
}
