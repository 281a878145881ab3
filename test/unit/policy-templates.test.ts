// The administrators' templates in assets/policies/ (scripts/policy-templates.ts): each is what the script
// makes of the schema now, names every policy of POLICY_NAMES with the element its kind is stored as, and
// sets no key or password. The ADMX and ADML are read as Group Policy reads them (every $(string.…) and
// $(presentation.…) the ADMX names is in the ADML), the profile as a property list, the Linux sample as
// JSON whose every value passes its policy's own rule. README.md's policy table names every policy too.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { LINUX_POLICY_FILE } from '../../main/policies/linux-policy-file';
import { POLICIES, POLICY_NAMES, type PolicyDefinition } from '../../main/policies/policy-schema';
import { MAC_POLICY_DOMAIN, WINDOWS_POLICY_KEY } from '../../main/policies/policy-sources';
import {
  adml,
  admx,
  linuxPolicies,
  mobileconfig,
  type PolicyTable,
  TEMPLATES,
  TEMPLATES_FOLDER,
} from '../../scripts/policy-templates';

const ROOT = resolve(import.meta.dirname, '../..');
const RUN_SCRIPT = 'assets/policies/ differs from the schema: run `npx tsx scripts/policy-templates.ts`';
/** A name that says it holds a secret (as main/policies/policy-set.ts refuses them). */
const SECRET_NAME = /pass(word|phrase)?|secret|token|api[-_ ]?key|^keys?$|credential/i;
/** The registry's default longest REG_SZ for an ADMX text element. */
const ADMX_DEFAULT_MAX_LENGTH = 1023;

type Attributes = Record<string, string>;
type XmlNode = Record<string, unknown> & { ':@'?: Attributes };

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  preserveOrder: true,
});

/** The element's name (the one key that is not its attributes). */
const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
const childrenOf = (node: XmlNode) => (node[tagOf(node)] ?? []) as XmlNode[];
const attributesOf = (node: XmlNode): Attributes => node[':@'] ?? {};
const textOf = (node: XmlNode) =>
  childrenOf(node)
    .map((child) => (child['#text'] === undefined ? '' : String(child['#text'])))
    .join('');
const child = (node: XmlNode, tag: string) => childrenOf(node).find((each) => tagOf(each) === tag);
const children = (node: XmlNode | undefined, tag: string) =>
  node ? childrenOf(node).filter((each) => tagOf(each) === tag) : [];

/** The document's root element. */
function rootOf(text: string, tag: string): XmlNode {
  const root = (xml.parse(text) as XmlNode[]).find((node) => tagOf(node) === tag);
  if (!root) throw new Error(`no <${tag}>`);
  return root;
}

/** The first element at this path of tags below `node`. */
function at(node: XmlNode, ...path: string[]): XmlNode {
  let here = node;
  for (const tag of path) {
    const next = child(here, tag);
    if (!next) throw new Error(`no <${tag}> in <${tagOf(here)}>`);
    here = next;
  }
  return here;
}

/** A property list value, with the tag it was written as and its element. */
interface PlistEntry {
  tag: string;
  value: unknown;
  node: XmlNode;
}

function plistValue(node: XmlNode): unknown {
  const tag = tagOf(node);
  switch (tag) {
    case 'dict':
      return Object.fromEntries(Object.entries(plistDict(node)).map(([key, entry]) => [key, entry.value]));
    case 'array':
      return childrenOf(node).map(plistValue);
    case 'string':
      return textOf(node);
    case 'integer':
      expect(textOf(node)).toMatch(/^-?\d+$/);
      return Number(textOf(node));
    case 'real':
      return Number(textOf(node));
    case 'true':
      return true;
    case 'false':
      return false;
    default:
      throw new Error(`<${tag}> in a property list`);
  }
}

/** A <dict>'s keys and values, in order. */
function plistDict(node: XmlNode): Record<string, PlistEntry> {
  expect(tagOf(node)).toBe('dict');
  const entries: Record<string, PlistEntry> = {};
  const list = childrenOf(node);
  for (let index = 0; index < list.length; index += 2) {
    const [key, value] = [list[index], list[index + 1]];
    if (!key || !value || tagOf(key) !== 'key') throw new Error('a <dict> is <key> and value, in pairs');
    expect(Object.hasOwn(entries, textOf(key)), textOf(key)).toBe(false);
    entries[textOf(key)] = { tag: tagOf(value), value: plistValue(value), node: value };
  }
  return entries;
}

/** The profile's settings payload: what macOS installs as app.dialdesk.desktop's managed preferences. */
function profilePayload(text: string): {
  profile: Record<string, PlistEntry>;
  payload: Record<string, PlistEntry>;
} {
  const profile = plistDict(at(rootOf(text, 'plist'), 'dict'));
  const content = profile.PayloadContent;
  if (content?.tag !== 'array') throw new Error('no PayloadContent <array>');
  const payloads = childrenOf(content.node);
  expect(payloads).toHaveLength(1);
  return { profile, payload: plistDict(payloads[0] ?? {}) };
}

/** The ADMX's policies, by name. */
function admxPolicies(text: string): Map<string, XmlNode> {
  const root = rootOf(text, 'policyDefinitions');
  const policies = children(child(root, 'policies'), 'policy');
  return new Map(policies.map((policy) => [attributesOf(policy).name ?? '', policy]));
}

/** The ADML's strings and presentations, by id. */
function admlResources(text: string): { strings: Map<string, string>; presentations: Map<string, XmlNode> } {
  const resources = at(rootOf(text, 'policyDefinitionResources'), 'resources');
  const strings = children(child(resources, 'stringTable'), 'string');
  const presentations = children(child(resources, 'presentationTable'), 'presentation');
  return {
    strings: new Map(strings.map((string) => [attributesOf(string).id ?? '', textOf(string)])),
    presentations: new Map(presentations.map((node) => [attributesOf(node).id ?? '', node])),
  };
}

/** The example as its policy reads it: JSON text read for a structured value. */
const asRead = (definition: PolicyDefinition, stored: unknown) =>
  definition.kind === 'json' && typeof stored === 'string' ? JSON.parse(stored) : stored;

/** Every property name in a JSON value, at any depth. */
function propertyNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(propertyNames);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, inner]) => [name, ...propertyNames(inner)]);
  }
  return [];
}

const checkedIn = (path: string) => readFileSync(join(TEMPLATES_FOLDER, path), 'utf8');

describe('the policy templates in assets/policies/', () => {
  it.each(Object.keys(TEMPLATES))('%s is what the script makes of the schema now', (path) => {
    const make = TEMPLATES[path];
    expect(make, path).toBeDefined();
    expect(checkedIn(path), RUN_SCRIPT).toBe(make?.());
    // Nothing of the moment it was made (a date, a random UUID): made twice, it is the same.
    expect(make?.()).toBe(make?.());
  });

  it('the ADMX declares its namespace, the category, machine and user, and Software\\Policies\\Dialdesk', () => {
    const root = rootOf(checkedIn('dialdesk.admx'), 'policyDefinitions');
    expect(attributesOf(root)).toMatchObject({
      xmlns: 'http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions',
      revision: '1.0',
      schemaVersion: '1.0',
    });
    expect(attributesOf(at(root, 'policyNamespaces', 'target'))).toEqual({
      prefix: 'dialdesk',
      namespace: 'Dialdesk.Policies',
    });
    const supported = attributesOf(at(root, 'supportedOn', 'definitions', 'definition')).name;
    expect(supported).toBeTruthy();
    expect(attributesOf(at(root, 'categories', 'category')).name).toBe('Dialdesk');
    for (const [name, policy] of admxPolicies(checkedIn('dialdesk.admx'))) {
      expect(attributesOf(policy), name).toMatchObject({ class: 'Both', key: WINDOWS_POLICY_KEY });
      expect(attributesOf(at(policy, 'parentCategory')).ref, name).toBe('Dialdesk');
      expect(attributesOf(at(policy, 'supportedOn')).ref, name).toBe(supported);
    }
  });

  it('the ADMX has every policy, each as its kind is stored', () => {
    const policies = admxPolicies(checkedIn('dialdesk.admx'));
    expect([...policies.keys()].sort()).toEqual([...POLICY_NAMES].sort());
    for (const name of POLICY_NAMES) {
      const policy = policies.get(name);
      if (!policy) throw new Error(`${name} is missing from the ADMX`);
      const elements = childrenOf(child(policy, 'elements') ?? { elements: [] });
      const { kind } = POLICIES[name];
      if (kind === 'boolean') {
        // REG_DWORD 1 or 0 in the policy's own value: no element.
        expect(attributesOf(policy).valueName, name).toBe(name);
        expect(attributesOf(at(policy, 'enabledValue', 'decimal')).value, name).toBe('1');
        expect(attributesOf(at(policy, 'disabledValue', 'decimal')).value, name).toBe('0');
        expect(elements, name).toEqual([]);
        continue;
      }
      expect(elements, name).toHaveLength(1);
      const [element] = elements as [XmlNode];
      expect(tagOf(element), name).toBe(kind === 'number' ? 'decimal' : 'text');
      expect(attributesOf(element), name).toMatchObject({ id: name, valueName: name });
      expect(attributesOf(policy).presentation, name).toBe(`$(presentation.${name})`);
      if (kind === 'json') {
        expect(Number(attributesOf(element).maxLength), name).toBeGreaterThan(ADMX_DEFAULT_MAX_LENGTH);
      }
      if (kind === 'number') {
        // Within the unsigned decimal's range, and holding the example.
        const { minValue, maxValue } = attributesOf(element);
        expect(Number(minValue), name).toBeLessThanOrEqual(Number(POLICIES[name].example));
        expect(Number(maxValue), name).toBeGreaterThanOrEqual(Number(POLICIES[name].example));
      }
    }
  });

  it('the ADML has each name, explanation and value box the ADMX refers to', () => {
    const admxText = checkedIn('dialdesk.admx');
    const { strings, presentations } = admlResources(checkedIn('en-US/dialdesk.adml'));
    for (const [, id] of admxText.matchAll(/\$\(string\.([^)]+)\)/g))
      expect(strings.has(id ?? ''), id).toBe(true);
    for (const [, id] of admxText.matchAll(/\$\(presentation\.([^)]+)\)/g)) {
      expect(presentations.has(id ?? ''), id).toBe(true);
    }
    for (const name of POLICY_NAMES) {
      const { kind, description } = POLICIES[name];
      expect(strings.get(name), name).toBe(name);
      // The description as written (the parser turns the escaped text back).
      expect(strings.get(`${name}_Explain`), name).toContain(description);
      const presentation = presentations.get(name);
      if (kind === 'boolean') {
        expect(presentation, name).toBeUndefined();
        continue;
      }
      if (!presentation) throw new Error(`${name} has no presentation in the ADML`);
      const box = childrenOf(presentation);
      expect(box.map(tagOf), name).toEqual([kind === 'number' ? 'decimalTextBox' : 'textBox']);
      expect(attributesOf(box[0] ?? {}).refId, name).toBe(name);
      if (kind === 'json') expect(strings.get(`${name}_Explain`), name).toMatch(/JSON/);
    }
  });

  it('the sample profile sets every policy, as its kind is stored, in the app.dialdesk.desktop payload', () => {
    const { profile, payload } = profilePayload(checkedIn('app.dialdesk.desktop.mobileconfig'));
    expect(profile.PayloadType?.value).toBe('Configuration');
    expect(payload.PayloadType?.value).toBe(MAC_POLICY_DOMAIN);
    const uuids = [profile.PayloadUUID?.value, payload.PayloadUUID?.value];
    for (const uuid of uuids)
      expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    expect(new Set(uuids).size).toBe(2);
    for (const key of ['PayloadIdentifier', 'PayloadDisplayName', 'PayloadVersion']) {
      expect(profile[key], key).toBeDefined();
      expect(payload[key], key).toBeDefined();
    }
    const settings = Object.keys(payload).filter((key) => !key.startsWith('Payload'));
    expect(settings.sort()).toEqual([...POLICY_NAMES].sort());
    const tags = { boolean: ['true', 'false'], number: ['integer'], string: ['string'], json: ['string'] };
    for (const name of POLICY_NAMES) {
      const definition: PolicyDefinition = POLICIES[name];
      const entry = payload[name];
      if (!entry) throw new Error(`${name} is missing from the profile`);
      expect(tags[definition.kind], name).toContain(entry.tag);
      expect(asRead(definition, entry.value), name).toEqual(definition.example);
      expect(definition.value.safeParse(asRead(definition, entry.value)).success, name).toBe(true);
    }
  });

  it("the Linux sample sets every policy, each passing its policy's own rule", () => {
    const sample = JSON.parse(checkedIn('policies.json')) as Record<string, unknown>;
    expect(Object.keys(sample).sort()).toEqual([...POLICY_NAMES].sort());
    for (const name of POLICY_NAMES) {
      const definition: PolicyDefinition = POLICIES[name];
      // Structured values as JSON itself, not as JSON text.
      if (definition.kind === 'json') expect(typeof sample[name], name).toBe('object');
      else expect(typeof sample[name], name).toBe(definition.kind);
      const result = definition.value.safeParse(sample[name]);
      expect(result.success ? '' : result.error.message, name).toBe('');
    }
  });

  it('no template holds a key or a password: no such policy, field or value', () => {
    const names = [
      ...[...admxPolicies(checkedIn('dialdesk.admx')).values()].flatMap((policy) => [
        attributesOf(policy).name ?? '',
        ...childrenOf(child(policy, 'elements') ?? { elements: [] }).map(
          (element) => attributesOf(element).valueName ?? '',
        ),
      ]),
      ...propertyNames(JSON.parse(checkedIn('policies.json'))),
      ...Object.entries(profilePayload(checkedIn('app.dialdesk.desktop.mobileconfig')).payload).flatMap(
        ([key, entry]) => {
          if (typeof entry.value !== 'string' || !/^[[{]/.test(entry.value)) return [key];
          return [key, ...propertyNames(JSON.parse(entry.value))];
        },
      ),
    ];
    expect(names.filter((name) => SECRET_NAME.test(name))).toEqual([]);
    // No address carrying a user name and password (https://user:secret@host).
    for (const path of Object.keys(TEMPLATES)) expect(checkedIn(path), path).not.toMatch(/:\/\/[^/\s"<]*@/);
  });

  it('a policy added to the schema is in every template, its text escaped', () => {
    const added: PolicyTable = {
      ...POLICIES,
      SpeedDials: {
        kind: 'json',
        value: z.array(z.strictObject({ name: z.string(), number: z.string() })),
        description: 'The speed dials, <keys> & "numbers" -- as JSON.',
        example: [{ name: 'R&D <desk>', number: '+15555550123' }],
      },
    };
    const policy = admxPolicies(admx(added)).get('SpeedDials');
    if (!policy) throw new Error('SpeedDials is missing from the ADMX');
    const [element] = childrenOf(at(policy, 'elements'));
    expect(element && tagOf(element)).toBe('text');
    expect(Number(attributesOf(element ?? {}).maxLength)).toBeGreaterThan(ADMX_DEFAULT_MAX_LENGTH);
    const { strings, presentations } = admlResources(adml(added));
    expect(strings.get('SpeedDials_Explain')).toContain('The speed dials, <keys> & "numbers" -- as JSON.');
    expect(presentations.has('SpeedDials')).toBe(true);
    const { payload } = profilePayload(mobileconfig(added));
    expect(JSON.parse(String(payload.SpeedDials?.value))).toEqual(added.SpeedDials?.example);
    expect(JSON.parse(linuxPolicies(added)).SpeedDials).toEqual(added.SpeedDials?.example);
    // A schema of other names makes other profile UUIDs (a profile replaces the one of the same identifier).
    expect(profilePayload(mobileconfig(added)).payload.PayloadUUID?.value).not.toBe(
      profilePayload(mobileconfig()).payload.PayloadUUID?.value,
    );
  });

  it("README.md's administrators' section names every policy and template", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf('\n## For administrators');
    expect(start, 'README.md has no "For administrators" section').toBeGreaterThan(0);
    const end = readme.indexOf('\n## ', start + 1);
    const section = readme.slice(start, end === -1 ? undefined : end);
    for (const name of POLICY_NAMES) expect(section, name).toContain(`\`${name}\``);
    // Where each OS reads them, as the readers do.
    for (const where of [
      `HKLM\\${WINDOWS_POLICY_KEY}`,
      `HKCU\\${WINDOWS_POLICY_KEY}`,
      MAC_POLICY_DOMAIN,
      LINUX_POLICY_FILE,
    ]) {
      expect(section, where).toContain(where);
    }
    for (const path of Object.keys(TEMPLATES)) expect(section, path).toContain(path.split('/').at(-1));
  });
});
