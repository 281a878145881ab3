// macOS: the focused element's AXSelectedText through the Accessibility API, ⌘C through a CGEvent, and
// the general pasteboard's changeCount through the Objective-C runtime. The Accessibility calls and the
// posted keystroke both need the Accessibility permission; ../selection.ts asks for it before using this.
import { type Koffi, type NativeSelection, UNREADABLE } from './native-types';

const FRAMEWORKS = '/System/Library/Frameworks';
const K_CF_STRING_ENCODING_UTF8 = 0x08000100;
const K_AX_ERROR_SUCCESS = 0;
/** Seconds an app may take to answer: a hung app must not hold up the hotkey (the default is 6 s). */
const AX_MESSAGING_TIMEOUT = 0.5;
const K_VK_ANSI_C = 0x08;
/** Only ⌘: a Shift still held from the hotkey must not turn ⌘C into ⇧⌘C. */
const K_CG_EVENT_FLAG_MASK_COMMAND = 0x100000;
const K_CG_HID_EVENT_TAP = 0;

export function macosSelection(koffi: Koffi): NativeSelection {
  const cf = koffi.load(`${FRAMEWORKS}/CoreFoundation.framework/CoreFoundation`);
  const ax = koffi.load(`${FRAMEWORKS}/ApplicationServices.framework/ApplicationServices`);
  const cg = koffi.load(`${FRAMEWORKS}/CoreGraphics.framework/CoreGraphics`);
  const objc = koffi.load('/usr/lib/libobjc.A.dylib');

  const CFRange = koffi.struct({ location: 'long', length: 'long' });
  const CFStringCreateWithCString = cf.func('CFStringCreateWithCString', 'void *', [
    'void *',
    'str',
    'uint32_t',
  ]);
  const CFGetTypeID = cf.func('CFGetTypeID', 'ulong', ['void *']);
  const CFStringGetTypeID = cf.func('CFStringGetTypeID', 'ulong', []);
  const CFStringGetLength = cf.func('CFStringGetLength', 'long', ['void *']);
  const CFStringGetCharacters = cf.func('CFStringGetCharacters', 'void', [
    'void *',
    CFRange,
    koffi.pointer('uint16_t'),
  ]);
  const CFRelease = cf.func('CFRelease', 'void', ['void *']);
  const AXUIElementCreateSystemWide = ax.func('AXUIElementCreateSystemWide', 'void *', []);
  const AXUIElementSetMessagingTimeout = ax.func('AXUIElementSetMessagingTimeout', 'int32_t', [
    'void *',
    'float',
  ]);
  const AXUIElementCopyAttributeValue = ax.func('AXUIElementCopyAttributeValue', 'int32_t', [
    'void *',
    'void *',
    koffi.out(koffi.pointer('void *')),
  ]);
  const CGEventCreateKeyboardEvent = cg.func('CGEventCreateKeyboardEvent', 'void *', [
    'void *',
    'uint16_t',
    'bool',
  ]);
  const CGEventSetFlags = cg.func('CGEventSetFlags', 'void', ['void *', 'uint64_t']);
  const CGEventPost = cg.func('CGEventPost', 'void', ['uint32_t', 'void *']);
  const objc_getClass = objc.func('objc_getClass', 'void *', ['str']);
  const sel_registerName = objc.func('sel_registerName', 'void *', ['str']);
  // objc_msgSend is declared once per signature it is called with (arm64 requires the exact one).
  const sendForObject = objc.func('objc_msgSend', 'void *', ['void *', 'void *']);
  const sendForLong = objc.func('objc_msgSend', 'long', ['void *', 'void *']);

  // Created once for the life of the app, never released.
  const cfString = (text: string): bigint => CFStringCreateWithCString(null, text, K_CF_STRING_ENCODING_UTF8);
  const FOCUSED_ELEMENT = cfString('AXFocusedUIElement');
  const SELECTED_TEXT = cfString('AXSelectedText');
  const systemWide: bigint = AXUIElementCreateSystemWide();
  AXUIElementSetMessagingTimeout(systemWide, AX_MESSAGING_TIMEOUT);
  const STRING_TYPE: number | bigint = CFStringGetTypeID();
  const pasteboard: bigint = sendForObject(
    objc_getClass('NSPasteboard'),
    sel_registerName('generalPasteboard'),
  );
  const CHANGE_COUNT = sel_registerName('changeCount');

  /** The attribute's value (to be released), or null when the element has none or did not answer. */
  const copyAttribute = (element: bigint, attribute: bigint): bigint | null => {
    const box: (bigint | null)[] = [null];
    const error: number = AXUIElementCopyAttributeValue(element, attribute, box);
    return error === K_AX_ERROR_SUCCESS && box[0] ? box[0] : null;
  };

  const stringOf = (value: bigint): string | null => {
    if (CFGetTypeID(value) !== STRING_TYPE) return null;
    const length = Number(CFStringGetLength(value));
    const characters = new Uint16Array(length);
    CFStringGetCharacters(value, { location: 0, length }, characters);
    return Buffer.from(characters.buffer).toString('utf16le');
  };

  const postKey = (down: boolean) => {
    const event: bigint | null = CGEventCreateKeyboardEvent(null, K_VK_ANSI_C, down);
    if (!event) throw new Error('macOS did not create the ⌘C keystroke');
    try {
      CGEventSetFlags(event, K_CG_EVENT_FLAG_MASK_COMMAND);
      CGEventPost(K_CG_HID_EVENT_TAP, event);
    } finally {
      CFRelease(event);
    }
  };

  return {
    readFocusedSelection() {
      const focused = copyAttribute(systemWide, FOCUSED_ELEMENT);
      if (!focused) return UNREADABLE;
      try {
        const value = copyAttribute(focused, SELECTED_TEXT);
        if (!value) return UNREADABLE;
        try {
          const text = stringOf(value);
          return text === null ? UNREADABLE : { readable: true, text };
        } finally {
          CFRelease(value);
        }
      } finally {
        CFRelease(focused);
      }
    },
    sendCopyKeystroke() {
      postKey(true);
      postKey(false);
    },
    clipboardChangeCount: () => Number(sendForLong(pasteboard, CHANGE_COUNT)),
  };
}
