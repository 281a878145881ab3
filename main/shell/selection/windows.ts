// Windows: the focused element's selection through UI Automation (IUIAutomation → focused element →
// TextPattern → GetSelection → each range's GetText), Ctrl+C through SendInput, and the clipboard's
// sequence number. UI Automation is COM (./com.ts): the slots below are each method's place in its
// interface as UIAutomationClient.h declares it.
import { comCalls } from './com';
import { type Koffi, type NativeSelection, UNREADABLE } from './native-types';

const CLSID_CUI_AUTOMATION = 'ff48dba4-60ef-4201-aa87-54103eef594e';
const IID_IUI_AUTOMATION = '30cbe57d-d9d0-452a-ab13-7ac5ac4825ee';
const IID_IUI_AUTOMATION_TEXT_PATTERN = '32eba289-3583-42c9-9c59-3b6d9a1e9b6a';
const UIA_TEXT_PATTERN_ID = 10014;
const CLSCTX_INPROC_SERVER = 0x1;
const COINIT_APARTMENTTHREADED = 0x2;

// vtable slots.
const AUTOMATION_GET_FOCUSED_ELEMENT = 8;
const ELEMENT_GET_CURRENT_PATTERN_AS = 14;
const TEXT_PATTERN_GET_SELECTION = 5;
const RANGE_ARRAY_GET_LENGTH = 3;
const RANGE_ARRAY_GET_ELEMENT = 4;
const TEXT_RANGE_GET_TEXT = 12;

// The core searches no further than the first 10,000 characters of a selection: a whole selected
// document need not cross from the other app in full.
const MAX_SELECTION_LENGTH = 10_000;

const INPUT_KEYBOARD = 1;
const KEYEVENTF_KEYUP = 0x2;
const VK_CONTROL = 0x11;
const VK_C = 0x43;
/** The hotkey's other modifiers, maybe still held: Ctrl+C must not arrive as Ctrl+Shift+C (DevTools). */
const OTHER_MODIFIERS = [0x10 /* Shift */, 0x12 /* Alt */, 0x5b /* left Win */, 0x5c /* right Win */];

function guid(text: string) {
  const hex = text.replaceAll('-', '');
  const part = (from: number, to: number) => Number.parseInt(hex.slice(from, to), 16);
  return {
    Data1: part(0, 8),
    Data2: part(8, 12),
    Data3: part(12, 16),
    Data4: Array.from({ length: 8 }, (_, i) => part(16 + 2 * i, 18 + 2 * i)),
  };
}

/** SendInput's INPUT. Its union is as large as its largest member, MOUSEINPUT: SendInput checks cbSize. */
export function inputType(koffi: Koffi) {
  const KEYBDINPUT = koffi.struct({
    wVk: 'uint16_t',
    wScan: 'uint16_t',
    dwFlags: 'uint32_t',
    time: 'uint32_t',
    dwExtraInfo: 'uintptr_t',
  });
  const MOUSEINPUT = koffi.struct({
    dx: 'int32_t',
    dy: 'int32_t',
    mouseData: 'uint32_t',
    dwFlags: 'uint32_t',
    time: 'uint32_t',
    dwExtraInfo: 'uintptr_t',
  });
  return koffi.struct({ type: 'uint32_t', u: koffi.union({ mi: MOUSEINPUT, ki: KEYBDINPUT }) });
}

export function windowsSelection(koffi: Koffi): NativeSelection {
  const ole32 = koffi.load('ole32.dll');
  const oleaut32 = koffi.load('oleaut32.dll');
  const user32 = koffi.load('user32.dll');

  const GUID = koffi.struct({
    Data1: 'uint32_t',
    Data2: 'uint16_t',
    Data3: 'uint16_t',
    Data4: koffi.array('uint8_t', 8),
  });
  const INPUT = inputType(koffi);

  const CoInitializeEx = ole32.func('__stdcall', 'CoInitializeEx', 'int', ['void *', 'uint32_t']);
  const CoCreateInstance = ole32.func('__stdcall', 'CoCreateInstance', 'int', [
    koffi.pointer(GUID),
    'void *',
    'uint32_t',
    koffi.pointer(GUID),
    koffi.out(koffi.pointer('void *')),
  ]);
  const SysStringLen = oleaut32.func('__stdcall', 'SysStringLen', 'uint32_t', ['void *']);
  const SysFreeString = oleaut32.func('__stdcall', 'SysFreeString', 'void', ['void *']);
  const GetClipboardSequenceNumber = user32.func('__stdcall', 'GetClipboardSequenceNumber', 'uint32_t', []);
  const GetAsyncKeyState = user32.func('__stdcall', 'GetAsyncKeyState', 'int16_t', ['int']);
  const SendInput = user32.func('__stdcall', 'SendInput', 'uint32_t', [
    'uint32_t',
    koffi.pointer(INPUT),
    'int',
  ]);

  const { method, outPointer, call, pointerFrom, using } = comCalls(koffi);
  const PointerOut = method([outPointer]);
  const IndexedPointerOut = method(['int', outPointer]);
  const IntOut = method([koffi.out(koffi.pointer('int'))]);
  const PatternAs = method(['int', koffi.pointer(GUID), outPointer]);

  let automation: bigint | null = null;
  const uiAutomation = (): bigint => {
    if (automation) return automation;
    // Chromium has already made the main thread a COM apartment: this then only answers S_FALSE.
    CoInitializeEx(null, COINIT_APARTMENTTHREADED);
    const box: (bigint | null)[] = [null];
    const result: number = CoCreateInstance(
      guid(CLSID_CUI_AUTOMATION),
      null,
      CLSCTX_INPROC_SERVER,
      guid(IID_IUI_AUTOMATION),
      box,
    );
    if (result < 0 || !box[0]) throw new Error(`UI Automation is not available (HRESULT ${result})`);
    automation = box[0];
    return automation;
  };

  const rangeText = (range: bigint): string => {
    const box: (bigint | null)[] = [null];
    const result: number = call(range, TEXT_RANGE_GET_TEXT, IndexedPointerOut, MAX_SELECTION_LENGTH, box);
    const bstr = box[0];
    if (result < 0 || !bstr) return '';
    try {
      return koffi.decode.string16(bstr, SysStringLen(bstr));
    } finally {
      SysFreeString(bstr);
    }
  };

  const selectionText = (ranges: bigint): string => {
    const length = [0];
    if (call(ranges, RANGE_ARRAY_GET_LENGTH, IntOut, length) < 0) return '';
    const texts: string[] = [];
    for (let index = 0; index < (length[0] ?? 0); index++) {
      const range = pointerFrom(ranges, RANGE_ARRAY_GET_ELEMENT, IndexedPointerOut, index);
      texts.push(using(range, '', rangeText));
    }
    return texts.join('\n');
  };

  const keyEvent = (vk: number, down: boolean) => ({
    type: INPUT_KEYBOARD,
    u: { ki: { wVk: vk, wScan: 0, dwFlags: down ? 0 : KEYEVENTF_KEYUP, time: 0, dwExtraInfo: 0 } },
  });
  const isHeld = (vk: number) => GetAsyncKeyState(vk) < 0;

  return {
    readFocusedSelection() {
      const element = pointerFrom(uiAutomation(), AUTOMATION_GET_FOCUSED_ELEMENT, PointerOut);
      return using(element, UNREADABLE, (focused) => {
        const pattern = pointerFrom(
          focused,
          ELEMENT_GET_CURRENT_PATTERN_AS,
          PatternAs,
          UIA_TEXT_PATTERN_ID,
          guid(IID_IUI_AUTOMATION_TEXT_PATTERN),
        );
        return using(pattern, UNREADABLE, (textPattern) => {
          const ranges = pointerFrom(textPattern, TEXT_PATTERN_GET_SELECTION, PointerOut);
          return using(ranges, UNREADABLE, (array) => ({ readable: true, text: selectionText(array) }));
        });
      });
    },
    sendCopyKeystroke() {
      const released = OTHER_MODIFIERS.filter(isHeld).map((vk) => keyEvent(vk, false));
      // A Ctrl still held from the hotkey stays held: only C is pressed under it.
      const control = isHeld(VK_CONTROL);
      const events = [
        ...released,
        ...(control ? [] : [keyEvent(VK_CONTROL, true)]),
        keyEvent(VK_C, true),
        keyEvent(VK_C, false),
        ...(control ? [] : [keyEvent(VK_CONTROL, false)]),
      ];
      const sent: number = SendInput(events.length, events, koffi.sizeof(INPUT));
      // Another app's window running as administrator refuses input from this one (UIPI).
      if (sent !== events.length) throw new Error('Windows did not take the Ctrl+C keystroke');
    },
    clipboardChangeCount: () => GetClipboardSequenceNumber(),
  };
}
