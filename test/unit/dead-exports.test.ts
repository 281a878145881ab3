// No dead code behind an export: every function, class and constant the app exports is used by the
// app's code or its tools (scripts/dead-exports.ts; tests do not count).
import { expect, it } from 'vitest';
import { findDeadExports } from '../../scripts/dead-exports';

it('every exported value of main, preload and renderer is used outside tests', () => {
  expect(findDeadExports()).toEqual([]);
}, 60_000);
