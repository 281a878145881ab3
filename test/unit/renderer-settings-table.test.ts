// The settings form is drawn from one table: every setting main keeps must have its row there, once,
// or it could never be changed from the window.
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../main/settings/schema';
import { ACCOUNT_GROUPS, PREFERENCE_GROUPS } from '../../renderer/views/settings-table';

const rows = [...ACCOUNT_GROUPS, ...PREFERENCE_GROUPS].flatMap((group) => group.rows);

describe('the settings table', () => {
  it('has one row for every setting, and none for a setting main does not keep', () => {
    const { version: _, ...sections } = defaultSettings();
    const settings = Object.entries(sections).flatMap(([section, fields]) =>
      Object.keys(fields).map((field) => `${section}.${field}`),
    );
    const named = rows.flatMap((row) => (row.kind === 'key' ? [] : [row.name]));
    expect(named).toHaveLength(new Set(named).size);
    expect([...named].sort()).toEqual([...settings].sort());
  });

  it('offers both keys, each once', () => {
    const keys = rows.flatMap((row) => (row.kind === 'key' ? [row.key] : []));
    expect(keys.sort()).toEqual(['lookup', 'pbx']);
  });
});
