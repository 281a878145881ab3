// What a command line asks for: --dial, --lookup, --quick-dial and dial links, in order, with everything Electron and
// Chromium put on a command line ignored.
import { describe, expect, it } from 'vitest';
import { isDialLink, parseLaunchArgs } from '../../main/shell/launch-args';

const EXE = 'C:\\Program Files\\Dialdesk\\Dialdesk.exe';
const dial = (text: string) => ({ kind: 'call', text, source: 'command-line' });
const lookup = (text: string) => ({ kind: 'lookup', text });
const link = (url: string) => ({ kind: 'link', url });

describe('parseLaunchArgs', () => {
  it.each([
    [[EXE, '--dial', '(555) 123-4567'], [dial('(555) 123-4567')]],
    [[EXE, '--dial=+1 555 123 4567'], [dial('+1 555 123 4567')]],
    [[EXE, '--lookup', '555-555-0123'], [lookup('555-555-0123')]],
    [[EXE, '--lookup=555-555-0123'], [lookup('555-555-0123')]],
    [[EXE, '--DIAL=201'], [dial('201')]],
    [[EXE, '--quick-dial'], [{ kind: 'quick-dial' }]],
    // A value never belongs to --quick-dial: the next option's value pairs with it as before.
    [
      [EXE, '--quick-dial', '--dial', '201'],
      [{ kind: 'quick-dial' }, dial('201')],
    ],
    [
      [EXE, '--dial', '--quick-dial', '201'],
      [dial('201'), { kind: 'quick-dial' }],
    ],
  ])('reads the options of %j', (argv, expected) => {
    expect(parseLaunchArgs(argv)).toEqual(expected);
  });

  it.each(['tel:+15551234567', 'TEL:+15551234567', 'callto://+15551234567', 'sip:201@pbx.example.com'])(
    'accepts the link %s',
    (url) => {
      expect(parseLaunchArgs([EXE, url])).toEqual([link(url)]);
    },
  );

  it.each(['https://example.com/call', 'http://tel.example.com', 'file:///etc/passwd', 'mailto:a@b.c'])(
    'ignores the link %s',
    (url) => {
      expect(parseLaunchArgs([EXE, url])).toEqual([]);
    },
  );

  it('ignores the executable, the app path of a development run and Chromium switches', () => {
    const argv = [
      '/usr/lib/electron/electron',
      '.',
      '--allow-file-access-from-files',
      '--original-process-start-time=13213718723637733',
      '--user-data-dir=/tmp/profile',
      '--no-sandbox',
      '--hidden',
      '--dial',
      '5551234567',
    ];
    expect(parseLaunchArgs(argv)).toEqual([dial('5551234567')]);
    expect(parseLaunchArgs(['tel:+15551234567'])).toEqual([]); // argv[0] is always the executable
  });

  it('keeps the order the actions were written in', () => {
    const argv = [EXE, 'tel:111', '--dial=222', '--lookup', '333', 'sip:444@pbx'];
    expect(parseLaunchArgs(argv)).toEqual([link('tel:111'), dial('222'), lookup('333'), link('sip:444@pbx')]);
  });

  it('pairs values with options when Chromium moved the switches first (second instance on Windows)', () => {
    // What `Dialdesk.exe --dial 555 --lookup 777` becomes in the running instance's second-instance argv.
    const argv = [EXE, '--dial', '--lookup', '--original-process-start-time=1', '555', '777'];
    expect(parseLaunchArgs(argv)).toEqual([dial('555'), lookup('777')]);
  });

  it('drops an option without a value, or with an empty one (nothing was selected)', () => {
    expect(parseLaunchArgs([EXE, '--dial'])).toEqual([]);
    expect(parseLaunchArgs([EXE, '--dial', ''])).toEqual([]);
    expect(parseLaunchArgs([EXE, '--lookup=  '])).toEqual([]);
  });

  it('treats everything after -- as arguments: a link cannot smuggle in a switch', () => {
    expect(parseLaunchArgs([EXE, '--', 'tel:+15551234567'])).toEqual([link('tel:+15551234567')]);
    expect(parseLaunchArgs([EXE, '--', '--dial=5551234567'])).toEqual([]);
  });
});

describe('isDialLink', () => {
  it('is true for tel:, callto: and sip: only', () => {
    expect(['tel:1', ' callto:1', 'SIP:1@x', 'https://x', 'sips:1@x'].map(isDialLink)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
