// Open in CRM's template (main/crm/crm-template.ts): where a placeholder may stand, which schemes open,
// and the exact address a party gives, each value URL-encoded where it is put.
import { describe, expect, it } from 'vitest';
import {
  addressOf,
  customSchemeProblem,
  placeholderValues,
  schemeName,
  templateProblem,
} from '../../main/crm/crm-template';
import { say } from '../../preload/shared/i18n/phrase';

const US = { defaultRegion: 'US', ownExtension: '201' };
const problem = (template: string, custom = '') => {
  const found = templateProblem(template, custom);
  return found && say(found);
};

describe('a CRM template', () => {
  it('takes the placeholders in the path, the query and the fragment', () => {
    for (const template of [
      'https://crm.example.com/search?phone={number}',
      'https://crm.example.com/people/{digits}/calls/{call_id}?dir={direction}&who={name}#{number}',
      'https://user:pass@crm.example.com:8443/find?q={number}',
      '',
    ])
      expect(problem(template), template).toBeNull();
  });

  it('is refused with a placeholder in the scheme, user, password, host or port', () => {
    expect(problem('https://{name}.example.com/?q=1')).toBe(
      'A placeholder cannot stand in the host: it would change where the address leads. Put it in the path or after the “?”.',
    );
    expect(problem('https://crm.example.{number}/x')).toMatch(/in the host/);
    expect(problem('https://{name}@crm.example.com/')).toMatch(/in the user name/);
    expect(problem('https://me:{digits}@crm.example.com/')).toMatch(/in the password/);
    expect(problem('https://crm.example.com:{digits}/')).toMatch(/./);
    expect(problem('{name}://crm.example.com/')).toMatch(/./);
    expect(problem('https{digits}://crm.example.com/')).toMatch(/in the scheme/);
  });

  it('opens https: only, or the one scheme the person allowed, never one that runs something', () => {
    expect(problem('http://crm.example.com/?q={number}')).toBe(
      'Addresses starting with http: are never opened: Dialdesk opens only https:// addresses, or a CRM app’s own scheme.',
    );
    expect(problem('ftp://crm.example.com/?q={number}', 'ftp')).toMatch(/never opened/);
    expect(problem('salesforce://search?phone={number}')).toMatch(/salesforce: are not opened/);
    expect(problem('salesforce://search?phone={number}', 'salesforce')).toBeNull();
    expect(problem('javascript:alert({number})', 'javascript')).toMatch(/never opened/);
    expect(customSchemeProblem('javascript')).not.toBeNull();
    expect(customSchemeProblem('file')).not.toBeNull();
    expect(customSchemeProblem('http')).not.toBeNull();
    expect(customSchemeProblem('sales force')).not.toBeNull();
    expect(customSchemeProblem('salesforce')).toBeNull();
    expect(schemeName(' Salesforce:// ')).toBe('salesforce');
    expect(schemeName('https:')).toBe('');
  });

  it('is refused with a placeholder Dialdesk does not fill, or when it is no address', () => {
    expect(problem('https://crm.example.com/?q={phone}')).toBe(
      '{phone} is not a placeholder Dialdesk fills: use {number}, {digits}, {name}, {call_id}, {direction}.',
    );
    expect(problem('crm.example.com/?q={number}')).toMatch(/not an address Dialdesk can open/);
  });
});

describe('the address for a party', () => {
  const template =
    'https://crm.example.com/find?n={number}&d={digits}&who={name}&id={call_id}&dir={direction}';

  it('puts the number in E.164 where it reads as one, each value URL-encoded', () => {
    const values = placeholderValues(
      { number: '(212) 555-0123', name: 'Dana & Co/ü #1', callId: 'c-1?x', direction: 'inbound' },
      US,
    );
    expect(addressOf(template, values)).toBe(
      'https://crm.example.com/find?n=%2B12125550123&d=12125550123&who=Dana%20%26%20Co%2F%C3%BC%20%231&id=c-1%3Fx&dir=inbound',
    );
  });

  it('puts an extension or a number that reads as none as recorded, and nothing for what is unknown', () => {
    expect(
      addressOf(
        template,
        placeholderValues({ number: '204', name: null, callId: null, direction: null }, US),
      ),
    ).toBe('https://crm.example.com/find?n=204&d=204&who=&id=&dir=');
    expect(
      addressOf(
        'https://crm.example.com/find?n={number}',
        placeholderValues({ number: null, name: null, callId: null, direction: null }, US),
      ),
    ).toBe('https://crm.example.com/find?n=');
  });
});
