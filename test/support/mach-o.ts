// Mach-O executables as macOS builds carry them, made here byte by byte (no Mac, no codesign): a header,
// load commands, and an embedded code signature (a SuperBlob holding a CodeDirectory and, for a real
// signature, a CMS blob), thin or universal. The layouts are Apple's <mach-o/loader.h>, <mach-o/fat.h> and
// the Security framework's cs_blobs.h; main/updates/mac-signature.ts reads them.

export const CS_ADHOC = 0x2;
/** What the arm64 linker sets beside CS_ADHOC on every binary it links. */
export const CS_LINKER_SIGNED = 0x20000;

export interface SignatureOptions {
  /** CodeDirectory flags: 0 for a certificate's signature, CS_ADHOC for `codesign -s -`. */
  flags?: number;
  teamId?: string | null;
  /** 0x20400 as codesign writes today; below 0x20200 there is no Team ID field. */
  version?: number;
}

const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A CodeDirectory blob: its fixed fields, the identifier, the Team ID; no hashes (nothing reads them). */
function codeDirectory({ flags = 0, teamId = null, version = 0x20400 }: SignatureOptions): Buffer {
  const HEADER = 88;
  const identifier = Buffer.from('app.dialdesk.desktop\0');
  const team = teamId === null ? Buffer.alloc(0) : Buffer.from(`${teamId}\0`);
  const length = HEADER + identifier.length + team.length;
  const header = Buffer.alloc(HEADER);
  header.writeUInt32BE(0xfade0c02, 0); // CSMAGIC_CODEDIRECTORY
  header.writeUInt32BE(length, 4);
  header.writeUInt32BE(version, 8);
  header.writeUInt32BE(flags, 12);
  header.writeUInt32BE(length, 16); // hashOffset: no hashes
  header.writeUInt32BE(HEADER, 20); // identOffset
  header.writeUInt8(32, 36); // hashSize (SHA-256)
  header.writeUInt8(2, 37); // hashType
  header.writeUInt8(12, 39); // pageSize: 4096
  header.writeUInt32BE(teamId === null ? 0 : HEADER + identifier.length, 48); // teamOffset
  return Buffer.concat([header, identifier, team]);
}

/** The embedded signature: a SuperBlob indexing the CodeDirectory and, unless ad hoc, a CMS signature. */
export function embeddedSignature(options: SignatureOptions): Buffer {
  const adHoc = ((options.flags ?? 0) & CS_ADHOC) !== 0;
  // CSMAGIC_BLOBWRAPPER around a CMS signature (16 bytes standing in for one).
  const cms = Buffer.concat([u32be(0xfade0b01), u32be(8 + 16), Buffer.alloc(16, 0x30)]);
  const blobs: [number, Buffer][] = [
    [0, codeDirectory(options)], // CSSLOT_CODEDIRECTORY
    [2, Buffer.concat([u32be(0xfade0c01), u32be(12), u32be(0)])], // CSSLOT_REQUIREMENTS, empty
    // An ad-hoc signature's CMS slot is an empty wrapper.
    [0x10000, adHoc ? Buffer.concat([u32be(0xfade0b01), u32be(8)]) : cms],
  ];
  let offset = 12 + blobs.length * 8;
  const index: Buffer[] = [];
  for (const [type, blob] of blobs) {
    index.push(u32be(type), u32be(offset));
    offset += blob.length;
  }
  return Buffer.concat([
    u32be(0xfade0cc0),
    u32be(offset),
    u32be(blobs.length),
    ...index,
    ...blobs.map(([, b]) => b),
  ]);
}

export interface MachOOptions {
  /** The embedded signature, or null for an unsigned executable. */
  signature: Buffer | null;
  is64?: boolean;
  /** Intel and Apple silicon files are little-endian; PowerPC's were big-endian. */
  littleEndian?: boolean;
}

/** A thin Mach-O executable: a segment command, then LC_CODE_SIGNATURE pointing past the commands. */
export function machO({ signature, is64 = true, littleEndian = true }: MachOOptions): Buffer {
  const write = (buffer: Buffer, value: number, at: number) =>
    littleEndian ? buffer.writeUInt32LE(value, at) : buffer.writeUInt32BE(value, at);
  const headerSize = is64 ? 32 : 28;
  const segment = Buffer.alloc(is64 ? 72 : 56);
  write(segment, is64 ? 0x19 : 0x1, 0); // LC_SEGMENT_64 / LC_SEGMENT
  write(segment, segment.length, 4);
  segment.write('__TEXT', 8);
  const commands = [segment];
  const dataOffset = headerSize + segment.length + (signature ? 16 : 0);
  if (signature) {
    const command = Buffer.alloc(16);
    write(command, 0x1d, 0); // LC_CODE_SIGNATURE
    write(command, 16, 4);
    write(command, dataOffset, 8);
    write(command, signature.length, 12);
    commands.push(command);
  }
  const header = Buffer.alloc(headerSize);
  write(header, is64 ? 0xfeedfacf : 0xfeedface, 0);
  write(header, is64 ? 0x0100000c : 0x12, 4); // CPU_TYPE_ARM64 / CPU_TYPE_POWERPC
  write(header, 2, 12); // MH_EXECUTE
  write(header, commands.length, 16);
  write(
    header,
    commands.reduce((sum, command) => sum + command.length, 0),
    20,
  );
  return Buffer.concat([header, ...commands, signature ?? Buffer.alloc(0)]);
}

/** A universal file: a big-endian fat header (32- or 64-bit offsets) and the slices, 4 KiB aligned. */
export function universal(slices: Buffer[], fat64 = false): Buffer {
  const ALIGN = 4096;
  const entrySize = fat64 ? 32 : 20;
  const header = Buffer.alloc(8 + slices.length * entrySize);
  header.writeUInt32BE(fat64 ? 0xcafebabf : 0xcafebabe, 0);
  header.writeUInt32BE(slices.length, 4);
  const parts: Buffer[] = [header];
  let offset = ALIGN;
  slices.forEach((slice, index) => {
    const entry = 8 + index * entrySize;
    header.writeUInt32BE(index === 0 ? 0x01000007 : 0x0100000c, entry); // x86_64, arm64
    if (fat64) {
      header.writeBigUInt64BE(BigInt(offset), entry + 8);
      header.writeBigUInt64BE(BigInt(slice.length), entry + 16);
      header.writeUInt32BE(12, entry + 24);
    } else {
      header.writeUInt32BE(offset, entry + 8);
      header.writeUInt32BE(slice.length, entry + 12);
      header.writeUInt32BE(12, entry + 16);
    }
    const written = parts.reduce((sum, part) => sum + part.length, 0);
    parts.push(Buffer.alloc(offset - written), slice);
    offset = Math.ceil((offset + slice.length) / ALIGN) * ALIGN;
  });
  return Buffer.concat(parts);
}
