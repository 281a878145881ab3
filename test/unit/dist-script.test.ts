// `npm run dist` takes the update address from whoever builds the release (DIALDESK_UPDATE_URL), checks
// it before anything slow runs, and hands it to electron-builder; without one the build never checks for
// updates. (That electron-builder writes what it is handed: test/packaging/package.test.ts.)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { distPlan } from '../../scripts/dist-plan';
import { publishChoice } from '../../scripts/update-address';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('publishChoice', () => {
  it('gives electron-builder a generic publisher at the folder given, its final slash added', () => {
    expect(publishChoice({ DIALDESK_UPDATE_URL: ' https://downloads.example.com/dialdesk ' })).toEqual({
      args: ['-c.publish.provider=generic', '-c.publish.url=https://downloads.example.com/dialdesk/'],
      said: 'This build checks for updates at https://downloads.example.com/dialdesk/.',
    });
  });

  it('gives nothing without an address: publish: null stands, and the build says it will not check', () => {
    for (const env of [{}, { DIALDESK_UPDATE_URL: '' }, { DIALDESK_UPDATE_URL: '  ' }]) {
      expect(publishChoice(env)).toEqual({
        args: [],
        said: 'DIALDESK_UPDATE_URL is not set: this build will not check for updates (publish: null).',
      });
    }
  });

  it.each([
    'http://downloads.example.com/dialdesk/',
    'downloads.example.com/dialdesk/',
    '/srv/dialdesk/',
    'file:///srv/dialdesk/',
    'https://builder:secret@downloads.example.com/dialdesk/',
    'https://downloads.example.com/dialdesk/?token=abc',
    'https://downloads.example.com/dialdesk/#latest',
  ])('refuses %s, saying what the address must be', (address) => {
    const choice = publishChoice({ DIALDESK_UPDATE_URL: address });
    expect(choice).toEqual({
      problem: `DIALDESK_UPDATE_URL must be the https:// address of the folder releases are uploaded to, without a user name, password, query or fragment; it is ${JSON.stringify(address)}.`,
    });
  });
});

describe('distPlan: what npm run dist runs', () => {
  it('runs nothing at all for an address that is not one', () => {
    expect(distPlan({ DIALDESK_UPDATE_URL: 'http://downloads.example.com/dialdesk/' }, [])).toEqual({
      problem:
        'DIALDESK_UPDATE_URL must be the https:// address of the folder releases are uploaded to, without a user name, password, query or fragment; it is "http://downloads.example.com/dialdesk/".',
    });
  });

  it('rebuilds keytar, builds, then packages with the address and what follows `npm run dist --`', () => {
    const plan = distPlan({ DIALDESK_UPDATE_URL: 'https://downloads.example.com/dialdesk/' }, ['--arm64']);
    if ('problem' in plan) throw new Error(plan.problem);
    const builder = join(ROOT, 'node_modules', 'electron-builder', 'cli.js');
    expect(plan.commands).toEqual([
      [builder, 'install-app-deps'],
      [join(ROOT, 'scripts', 'build.mjs')],
      [
        builder,
        '--publish',
        'never',
        '-c.publish.provider=generic',
        '-c.publish.url=https://downloads.example.com/dialdesk/',
        '--arm64',
      ],
    ]);
    const without = distPlan({}, []);
    expect('commands' in without && without.commands.at(-1)).toEqual([builder, '--publish', 'never']);
  });
});
