// Answers a fake API holds back until the test lets them go: what a slow main looks like to a store.
export function heldAnswers() {
  let held: Promise<void> | null = null;
  return {
    /** Resolves at once, or once the answers held are let go. */
    passed: async () => {
      if (held) await held;
    },
    /** Holds every answer from now on; the function it answers lets them go. */
    hold(): () => void {
      let release = () => {};
      held = new Promise((done) => {
        release = () => {
          held = null;
          done();
        };
      });
      return release;
    },
  };
}
