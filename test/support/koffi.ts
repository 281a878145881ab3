// koffi for the tests that run the Windows and macOS layers' FFI declarations through it on this machine.
import { createRequire } from 'node:module';
import type { Koffi } from '../../main/shell/selection/native';

/** koffi, or null: an optional dependency, absent where its binary is not published. */
export function loadKoffi(): Koffi | null {
  try {
    return createRequire(import.meta.url)('koffi');
  } catch {
    return null;
  }
}
