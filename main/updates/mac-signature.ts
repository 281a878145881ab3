// How this macOS build is signed, read from its main executable's Mach-O code signature. Squirrel.Mac, which
// installs updates for electron-updater, accepts a new version only when it carries the same designated
// requirement as the running app, which a real Developer ID signature gives and an ad-hoc one (no
// certificate, no Team ID: what `codesign -s -` and the arm64 linker write) never does. The presence of
// _CodeSignature/CodeResources tells nothing: an ad-hoc signed bundle has it too.
//
// Layout (Apple's <mach-o/loader.h>, <mach-o/fat.h> and the Security framework's cs_blobs.h): a universal
// file is a big-endian fat header and a list of slices; each slice is a Mach-O file whose load commands
// may include LC_CODE_SIGNATURE, pointing at a SuperBlob (big-endian, whatever the CPU) that indexes the
// CodeDirectory, which carries the flags (CS_ADHOC) and, from version 0x20200, the Team ID's offset.
// Pure: it reads bytes handed in, so it is tested on any OS with bytes the test builds.

export type MacSignature =
  /** Signed with a certificate that names a team: Squirrel.Mac can install updates. */
  | { kind: 'team'; teamId: string }
  | { kind: 'unsigned' }
  | { kind: 'ad-hoc' }
  /** Signed, not ad hoc, but without a Team ID (an old or self-made certificate). */
  | { kind: 'no-team' }
  /** Not a Mach-O file, or one cut short or inconsistent. */
  | { kind: 'unreadable' };

const FAT_MAGIC = 0xcafebabe;
const FAT_MAGIC_64 = 0xcafebabf;
const MH_MAGIC = 0xfeedface;
const MH_MAGIC_64 = 0xfeedfacf;
/** The magic numbers as a little-endian read sees a big-endian file's. */
const MH_CIGAM = 0xcefaedfe;
const MH_CIGAM_64 = 0xcffaedfe;
const LC_CODE_SIGNATURE = 0x1d;
const CSMAGIC_EMBEDDED_SIGNATURE = 0xfade0cc0;
const CSMAGIC_CODEDIRECTORY = 0xfade0c02;
const CSSLOT_CODEDIRECTORY = 0;
const CS_ADHOC = 0x2;
/** The first CodeDirectory version with a Team ID field (at offset 48). */
const CS_SUPPORTSTEAMID = 0x20200;
const CODE_DIRECTORY_TEAM_OFFSET = 48;
/** Apple's Team IDs are ten characters; anything much longer is not one. */
const MAX_TEAM_ID_LENGTH = 64;
/** A universal file holds a slice per CPU type: a handful. More is a Java class file or garbage. */
const MAX_SLICES = 16;
const MAX_SUPERBLOB_ENTRIES = 64;

/** Out of bounds anywhere: the file is cut short or its offsets are wrong. */
class Truncated extends Error {}

/** Bounds-checked reads of a range of the file. */
class Bytes {
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    readonly start: number,
    readonly end: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  u32(offset: number, littleEndian: boolean): number {
    const at = this.start + offset;
    if (offset < 0 || at + 4 > this.end) throw new Truncated();
    return this.view.getUint32(at, littleEndian);
  }

  u64(offset: number): number {
    const high = this.u32(offset, false);
    return high * 2 ** 32 + this.u32(offset + 4, false);
  }

  /** The range [offset, offset + length) of this one, itself bounds-checked. */
  slice(offset: number, length: number): Bytes {
    if (offset < 0 || length < 0 || this.start + offset + length > this.end) throw new Truncated();
    return new Bytes(this.bytes, this.start + offset, this.start + offset + length);
  }

  /** A NUL-terminated ASCII string of at most `max` characters at offset, or null without its NUL. */
  cString(offset: number, max: number): string | null {
    const from = this.start + offset;
    if (offset < 0 || from >= this.end) return null;
    const nul = this.bytes.subarray(from, Math.min(this.end, from + max + 1)).indexOf(0);
    if (nul < 0) return null;
    return String.fromCharCode(...this.bytes.subarray(from, from + nul));
  }

  get length(): number {
    return this.end - this.start;
  }
}

/** The CodeDirectory's verdict: ad hoc, or a Team ID (or none). */
function codeDirectorySignature(directory: Bytes): MacSignature {
  if (directory.u32(0, false) !== CSMAGIC_CODEDIRECTORY) return { kind: 'unreadable' };
  const version = directory.u32(8, false);
  const flags = directory.u32(12, false);
  if (flags & CS_ADHOC) return { kind: 'ad-hoc' };
  if (version < CS_SUPPORTSTEAMID) return { kind: 'no-team' };
  const teamOffset = directory.u32(CODE_DIRECTORY_TEAM_OFFSET, false);
  const teamId = teamOffset === 0 ? null : directory.cString(teamOffset, MAX_TEAM_ID_LENGTH);
  return teamId ? { kind: 'team', teamId } : { kind: 'no-team' };
}

/** The signature of one thin Mach-O file (a whole file, or one slice of a universal one). */
function sliceSignature(slice: Bytes): MacSignature {
  const magic = slice.u32(0, true);
  const littleEndian = magic === MH_MAGIC || magic === MH_MAGIC_64;
  if (!littleEndian && magic !== MH_CIGAM && magic !== MH_CIGAM_64) return { kind: 'unreadable' };
  const is64 = magic === MH_MAGIC_64 || magic === MH_CIGAM_64;
  const commandCount = slice.u32(16, littleEndian);
  let offset = is64 ? 32 : 28;
  for (let index = 0; index < commandCount; index++) {
    const command = slice.u32(offset, littleEndian);
    const size = slice.u32(offset + 4, littleEndian);
    if (size < 8) return { kind: 'unreadable' };
    if (command === LC_CODE_SIGNATURE) {
      const blob = slice.slice(slice.u32(offset + 8, littleEndian), slice.u32(offset + 12, littleEndian));
      return superBlobSignature(blob);
    }
    offset += size;
  }
  return { kind: 'unsigned' };
}

/** The embedded signature's SuperBlob: its index names the CodeDirectory's place. */
function superBlobSignature(blob: Bytes): MacSignature {
  if (blob.u32(0, false) !== CSMAGIC_EMBEDDED_SIGNATURE) return { kind: 'unreadable' };
  const length = Math.min(blob.u32(4, false), blob.length);
  const count = blob.u32(8, false);
  if (count > MAX_SUPERBLOB_ENTRIES) return { kind: 'unreadable' };
  const within = blob.slice(0, length);
  for (let index = 0; index < count; index++) {
    const type = within.u32(12 + index * 8, false);
    if (type !== CSSLOT_CODEDIRECTORY) continue;
    const at = within.u32(16 + index * 8, false);
    const directoryLength = within.u32(at + 4, false);
    return codeDirectorySignature(within.slice(at, directoryLength));
  }
  // A signature without a CodeDirectory signs nothing.
  return { kind: 'unsigned' };
}

/** Weakest first: a universal file is only as signed as its least signed slice. */
const STRENGTH: MacSignature['kind'][] = ['unreadable', 'unsigned', 'ad-hoc', 'no-team', 'team'];

function weakest(signatures: MacSignature[]): MacSignature {
  const [first, ...rest] = signatures;
  if (!first) return { kind: 'unreadable' };
  let result = first;
  for (const signature of rest) {
    if (STRENGTH.indexOf(signature.kind) < STRENGTH.indexOf(result.kind)) result = signature;
    // Slices signed by different teams are not one publisher's app.
    else if (signature.kind === 'team' && result.kind === 'team' && signature.teamId !== result.teamId)
      return { kind: 'no-team' };
  }
  return result;
}

/** How the Mach-O file in `bytes` (thin or universal) is signed. Never throws. */
export function machOSignature(bytes: Uint8Array): MacSignature {
  const file = new Bytes(bytes, 0, bytes.byteLength);
  try {
    const magic = file.u32(0, false);
    if (magic !== FAT_MAGIC && magic !== FAT_MAGIC_64) return sliceSignature(file);
    const count = file.u32(4, false);
    if (count === 0 || count > MAX_SLICES) return { kind: 'unreadable' };
    const entrySize = magic === FAT_MAGIC_64 ? 32 : 20;
    const slices: MacSignature[] = [];
    for (let index = 0; index < count; index++) {
      const entry = 8 + index * entrySize;
      const [offset, size] =
        magic === FAT_MAGIC_64
          ? [file.u64(entry + 8), file.u64(entry + 16)]
          : [file.u32(entry + 8, false), file.u32(entry + 12, false)];
      slices.push(sliceSignature(file.slice(offset, size)));
    }
    return weakest(slices);
  } catch (error) {
    if (error instanceof Truncated) return { kind: 'unreadable' };
    throw error;
  }
}
