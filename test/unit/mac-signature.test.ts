// How a macOS build is signed, read from its main executable's bytes: only a signature that is not ad hoc
// and names a team lets Squirrel.Mac install updates. The executables are made byte by byte
// (test/support/mach-o.ts): thin and universal, little- and big-endian, 32- and 64-bit.
import { describe, expect, it } from 'vitest';
import { machOSignature } from '../../main/updates/mac-signature';
import { CS_ADHOC, CS_LINKER_SIGNED, embeddedSignature, machO, universal } from '../support/mach-o';

const TEAM = 'Q7X9B2K4LM';
const byTeam = (teamId = TEAM) => machO({ signature: embeddedSignature({ teamId }) });
const adHoc = () => machO({ signature: embeddedSignature({ flags: CS_ADHOC }) });

describe('machOSignature', () => {
  it('reads the Team ID of a Developer ID signature', () => {
    expect(machOSignature(byTeam())).toEqual({ kind: 'team', teamId: TEAM });
  });

  it('tells an ad-hoc signature, as codesign -s - and the arm64 linker write them', () => {
    expect(machOSignature(adHoc())).toEqual({ kind: 'ad-hoc' });
    const linked = machO({ signature: embeddedSignature({ flags: CS_ADHOC | CS_LINKER_SIGNED }) });
    expect(machOSignature(linked)).toEqual({ kind: 'ad-hoc' });
    // Ad hoc wins over a Team ID field, whatever it holds.
    expect(
      machOSignature(machO({ signature: embeddedSignature({ flags: CS_ADHOC, teamId: TEAM }) })),
    ).toEqual({
      kind: 'ad-hoc',
    });
  });

  it('tells an executable without LC_CODE_SIGNATURE', () => {
    expect(machOSignature(machO({ signature: null }))).toEqual({ kind: 'unsigned' });
  });

  it('tells a signature without a Team ID: none given, or a CodeDirectory older than the field', () => {
    expect(machOSignature(machO({ signature: embeddedSignature({ teamId: null }) }))).toEqual({
      kind: 'no-team',
    });
    expect(
      machOSignature(machO({ signature: embeddedSignature({ teamId: TEAM, version: 0x20100 }) })),
    ).toEqual({
      kind: 'no-team',
    });
  });

  it('reads big-endian and 32-bit executables', () => {
    const signature = embeddedSignature({ teamId: TEAM });
    for (const options of [
      { is64: false, littleEndian: true },
      { is64: false, littleEndian: false },
      { is64: true, littleEndian: false },
    ]) {
      expect(machOSignature(machO({ signature, ...options })), JSON.stringify(options)).toEqual({
        kind: 'team',
        teamId: TEAM,
      });
    }
  });

  it('reads a universal executable as signed only when every slice is signed by the one team', () => {
    for (const fat64 of [false, true]) {
      expect(machOSignature(universal([byTeam(), byTeam()], fat64))).toEqual({ kind: 'team', teamId: TEAM });
      expect(machOSignature(universal([byTeam(), adHoc()], fat64))).toEqual({ kind: 'ad-hoc' });
      expect(machOSignature(universal([machO({ signature: null }), byTeam()], fat64))).toEqual({
        kind: 'unsigned',
      });
      expect(machOSignature(universal([byTeam(), byTeam('ZZZZZ00000')], fat64))).toEqual({ kind: 'no-team' });
    }
  });

  it('never throws: anything cut short, or not Mach-O, is unreadable', () => {
    const whole = universal([byTeam(), byTeam()]);
    const kinds = new Set<string>();
    for (let length = 0; length < whole.length; length += 7) {
      kinds.add(machOSignature(whole.subarray(0, length)).kind);
    }
    expect([...kinds]).toEqual(['unreadable']);
    expect(machOSignature(Buffer.from('#!/bin/sh\necho not an app\n'))).toEqual({ kind: 'unreadable' });
    // A Java class file starts with the fat magic too; its "slice count" is a version number.
    expect(machOSignature(Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 0x41, 1, 2, 3]))).toEqual({
      kind: 'unreadable',
    });
  });

  it('reads a signature handed in as part of a larger buffer', () => {
    const file = byTeam();
    const padded = Buffer.concat([Buffer.alloc(5, 0xff), file]).subarray(5);
    expect(machOSignature(new Uint8Array(padded.buffer, padded.byteOffset, padded.length))).toEqual({
      kind: 'team',
      teamId: TEAM,
    });
  });
});
