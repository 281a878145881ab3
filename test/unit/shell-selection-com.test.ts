// The Windows layer's COM calls and SendInput layout, run through the real koffi on this machine: a
// fake COM object is built in memory (a vtable of koffi callbacks), so the vtable slots, the handed-back
// interface pointers and the releases are those the Windows code makes. What UI Automation itself answers
// can only be seen on Windows.
import { describe, expect, it } from 'vitest';
import { comCalls } from '../../main/shell/selection/com';
import type { Koffi } from '../../main/shell/selection/native';
import { inputType } from '../../main/shell/selection/windows';
import { loadKoffi } from '../support/koffi';

const koffi = loadKoffi();

type Slot = (self: bigint, ...args: bigint[]) => number;

/** A COM object whose vtable slots run these functions (given the object, then the raw arguments). */
function fakeComObject(ffi: Koffi, slots: Record<number, Slot>) {
  const log: string[] = [];
  const pointerSize = ffi.sizeof('void *');
  const vtable = ffi.alloc('void *', 16);
  const object = ffi.alloc('void *', 1);
  ffi.encode(object, 0, 'void *', vtable);
  const self: bigint = ffi.address(object);
  // Slot 2, Release, is always there: what the code releases is logged.
  const all: Record<number, Slot> = { 2: () => 0, ...slots };
  for (const [slot, run] of Object.entries(all)) {
    const arity = Math.max(run.length, 1);
    const proto = ffi.proto('__stdcall', null, 'int', Array(arity).fill('void *'));
    const callback = ffi.register((object: bigint, ...args: bigint[]) => {
      log.push(`slot ${slot}`);
      return run(object, ...args);
    }, ffi.pointer(proto));
    ffi.encode(vtable, Number(slot) * pointerSize, 'void *', callback);
  }
  return { self, log };
}

describe.skipIf(!koffi)('COM calls through koffi', () => {
  const ffi = koffi as Koffi;
  const com = comCalls(ffi);
  const PointerOut = com.method([com.outPointer]);
  const hands =
    (pointer: bigint | null, result = 0) =>
    (_self: bigint, out: bigint) => {
      ffi.encode(out, 0, 'void *', pointer);
      return result;
    };

  it('calls the method in its vtable slot and takes the interface pointer it hands back', () => {
    const focused = fakeComObject(ffi, {});
    const automation = fakeComObject(ffi, { 8: hands(focused.self) });
    expect(com.pointerFrom(automation.self, 8, PointerOut)).toBe(focused.self);
    expect(automation.log).toEqual(['slot 8']);
  });

  it('passes the object itself first, then the arguments', () => {
    const seen: bigint[] = [];
    const element = fakeComObject(ffi, {
      14: (self, patternId, _iid, out) => {
        seen.push(self, patternId ?? -1n);
        ffi.encode(out ?? 0n, 0, 'void *', null);
        return 0;
      },
    });
    const PatternAs = com.method(['int', 'void *', com.outPointer]);
    com.pointerFrom(element.self, 14, PatternAs, 10014, null);
    expect(seen).toEqual([element.self, 10014n]);
  });

  it('gives null for a failed HRESULT or a null pointer', () => {
    const failing = fakeComObject(ffi, { 5: hands(0x1234n, 0x80004005 | 0) });
    const empty = fakeComObject(ffi, { 5: hands(null) });
    expect(com.pointerFrom(failing.self, 5, PointerOut)).toBeNull();
    expect(com.pointerFrom(empty.self, 5, PointerOut)).toBeNull();
  });

  it('releases what it used once, also when the use throws, and nothing when there was nothing', () => {
    const range = fakeComObject(ffi, {});
    expect(com.using(range.self, '', () => 'text')).toBe('text');
    expect(() =>
      com.using(range.self, '', () => {
        throw new Error('the app went away');
      }),
    ).toThrow('the app went away');
    expect(range.log).toEqual(['slot 2', 'slot 2']);
    expect(com.using(null, 'none', () => 'text')).toBe('none');
  });

  it.runIf(ffi.sizeof('void *') === 8)('lays out INPUT as 64-bit Windows does (40 bytes, union at 8)', () => {
    const INPUT = inputType(ffi);
    expect(ffi.sizeof(INPUT)).toBe(40);
    expect(ffi.offsetof(INPUT, 'u')).toBe(8);
  });
});
