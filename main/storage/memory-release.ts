// Memory given back to the computer after a one-off bulk job in main (an import of thousands of
// contacts). V8 grows its young generation while a job keeps many objects alive, up to 134 MB on Node 24,
// and keeps it when the job ends, though nothing in it lives: measured with 10,000 imported contacts,
// main's RSS stayed 108 MB above where it started, heap in use +4.5 MB, and did not fall in 35 s of idle.
// A last-resort collection (what V8 does when the system runs low) shrinks it again, in tens of ms for
// main's heap. Node exposes no call for it, but V8 hands a new context its gc() once --expose-gc is set:
// the app's own global stays without one.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collect: Collect | null = null;

/** Collects every garbage object and gives the young generation's unused pages back. Synchronous. */
export function giveBackMemory(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** A preview nobody imported or cancelled gives its memory back after this long. */
const UNUSED_PREVIEW_MS = 60_000;

/**
 * When an import of contacts gives its memory back: on the turn after Import or Cancel has answered (the
 * collection takes 60-120 ms the person need not wait for), or a minute after a preview neither followed.
 * Not as the preview answers: its numbers are still being keyed then, and an Import pressed at once would
 * wait for the collection too.
 */
export function importMemoryRelease(release: () => void = giveBackMemory) {
  let unusedPreview: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(unusedPreview);
  return {
    previewShown() {
      stop();
      unusedPreview = setTimeout(release, UNUSED_PREVIEW_MS);
      unusedPreview.unref();
    },
    done() {
      stop();
      setImmediate(release);
    },
    stop,
  };
}
