// Calling COM objects (Windows UI Automation) through koffi: a COM object's first field points at its
// vtable, an array of function pointers in the order its header declares them (0-2 are IUnknown's
// QueryInterface, AddRef, Release). Every method takes the object itself first and answers an HRESULT,
// negative when it failed. Kept apart from ./windows.ts so its pointer handling runs under test on any OS.
import type { Koffi } from './native-types';

/** A koffi type: a name ('int'), a type object, or one marked as output. */
export type TypeSpec = Parameters<Koffi['out']>[0];
export type Proto = ReturnType<Koffi['proto']>;

const RELEASE = 2;

export function comCalls(koffi: Koffi) {
  const pointerSize = koffi.sizeof('void *');
  const Release = koffi.proto('__stdcall', null, 'uint32_t', ['void *']);

  const call = (self: bigint, slot: number, proto: Proto, ...args: unknown[]): number => {
    const vtable = koffi.decode(self, 'void *');
    return koffi.call(koffi.decode(vtable, slot * pointerSize, 'void *'), proto, self, ...args);
  };
  const release = (self: bigint) => call(self, RELEASE, Release);

  return {
    /** The prototype of a method taking these arguments after the object. */
    method: (args: TypeSpec[]): Proto => koffi.proto('__stdcall', null, 'int', ['void *', ...args]),
    /** An interface pointer handed back through the last argument. */
    outPointer: koffi.out(koffi.pointer('void *')),
    call,
    /** The interface pointer a method hands back, or null when it failed or gave none. */
    pointerFrom(self: bigint, slot: number, proto: Proto, ...args: unknown[]): bigint | null {
      const box: (bigint | null)[] = [null];
      const result = call(self, slot, proto, ...args, box);
      return result >= 0 && box[0] ? box[0] : null;
    },
    /** Runs `use` on the object, then releases it whatever happens; `fallback` when there is none. */
    using<T>(self: bigint | null, fallback: T, use: (self: bigint) => T): T {
      if (!self) return fallback;
      try {
        return use(self);
      } finally {
        release(self);
      }
    },
  };
}
