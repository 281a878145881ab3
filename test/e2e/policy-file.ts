// What the E2E tests of an organisation's policies share: the policy file (test/support/policy-file.ts),
// and what Settings says of a locked control.
import type { Locator } from 'playwright-core';

export { createPolicyFile, type PolicyFile } from '../support/policy-file';

/** The text of everything a control is described by (aria-describedby), in order, spaces collapsed. */
export const describedText = (control: Locator): Promise<string> =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `[no #${id}]`)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
