// Links and command lines reach the action queue from the first launch's argv, open-url (macOS) and a
// second launch's argv; the queue holds them until the app is ready, then replays them in order, once.
import { describe, expect, it, vi } from 'vitest';
import { createActionQueue } from '../../main/shell/action-queue';
import { listenForLaunches } from '../../main/shell/launches';
import type { OutsideAction } from '../../main/shell/outside-actions';
import { FakeEmitter, preventable, settle } from './shell-fakes';

const EXE = '/opt/Dialdesk/dialdesk';

function setUp(argv: string[] = [EXE], appPath?: string) {
  const app = new FakeEmitter();
  const queue = createActionQueue<OutsideAction>();
  const showApp = vi.fn();
  const askedForSomething = listenForLaunches(app, queue, { argv, showApp, appPath });
  const ran: OutsideAction[] = [];
  const open = () =>
    queue.open(async (action) => {
      ran.push(action);
    });
  return { app, showApp, askedForSomething, ran, open };
}

describe('listenForLaunches', () => {
  it("queues the first launch's own actions and says it asked for something", async () => {
    const { askedForSomething, ran, open } = setUp([EXE, 'tel:+15551234567']);
    expect(askedForSomething()).toBe(true);
    open();
    await settle();
    expect(ran).toEqual([{ kind: 'link', url: 'tel:+15551234567' }]);
    expect(setUp().askedForSomething()).toBe(false);
  });

  it('counts a link macOS delivers before ready as asked for (it is not in argv)', () => {
    const { app, askedForSomething } = setUp();
    app.emit('open-url', preventable(), 'https://example.com');
    expect(askedForSomething()).toBe(false);
    app.emit('open-url', preventable(), 'tel:+15551234567');
    expect(askedForSomething()).toBe(true);
  });

  it('takes tel:, callto: and sip: links from open-url, and no other', async () => {
    const { app, ran, open } = setUp();
    const events = ['tel:+15551234567', 'https://example.com', 'callto:+15551234567', 'sip:201@pbx'].map(
      (url) => {
        const event = preventable();
        app.emit('open-url', event, url);
        return event;
      },
    );
    expect(events.every((event) => event.defaultPrevented)).toBe(true);
    open();
    await settle();
    expect(ran).toEqual([
      { kind: 'link', url: 'tel:+15551234567' },
      { kind: 'link', url: 'callto:+15551234567' },
      { kind: 'link', url: 'sip:201@pbx' },
    ]);
  });

  it("takes a second launch's links and options, and shows the app for a bare second launch", async () => {
    const { app, ran, open, showApp } = setUp();
    app.emit('second-instance', {}, [EXE, '--original-process-start-time=1', 'tel:+15551234567'], '/');
    app.emit('second-instance', {}, [EXE, '--dial', '555-0100', '--lookup=555-0123'], '/');
    expect(showApp).not.toHaveBeenCalled();
    app.emit('second-instance', {}, [EXE], '/');
    expect(showApp).toHaveBeenCalledOnce();
    open();
    await settle();
    expect(ran).toEqual([
      { kind: 'link', url: 'tel:+15551234567' },
      { kind: 'call', text: '555-0100', source: 'command-line' },
      { kind: 'lookup', text: '555-0123' },
    ]);
  });

  it('never takes the app path of a development run for a number, wherever Chromium moved it', async () => {
    const electron = '/dev/node_modules/electron/dist/electron';
    const main = '/dev/dialdesk/dist/main/index.cjs';
    const { app, ran, open, showApp, askedForSomething } = setUp(
      [electron, main, '--user-data-dir=/tmp/p'],
      main,
    );
    expect(askedForSomething()).toBe(false);
    // Windows puts the switches first: `electron <main> --dial 5555550123` arrives like this.
    app.emit('second-instance', {}, [electron, '--dial', '--no-sandbox', main, '5555550123'], '/elsewhere');
    // Written relative to the second launch's folder; `electron .` from the project folder.
    app.emit(
      'second-instance',
      {},
      [electron, '--dial', 'dist/main/index.cjs', '5555550124'],
      '/dev/dialdesk',
    );
    app.emit('second-instance', {}, [electron, main], '/');
    expect(showApp).toHaveBeenCalledOnce();
    open();
    await settle();
    expect(ran).toEqual([
      { kind: 'call', text: '5555550123', source: 'command-line' },
      { kind: 'call', text: '5555550124', source: 'command-line' },
    ]);
  });

  it('replays what came before the app was ready in arrival order, exactly once, then runs new ones', async () => {
    const { app, ran, open } = setUp([EXE, 'tel:1111']);
    app.emit('open-url', preventable(), 'tel:2222');
    app.emit('second-instance', {}, [EXE, 'tel:3333'], '/');
    await settle();
    expect(ran).toEqual([]);
    open();
    open();
    await settle();
    app.emit('open-url', preventable(), 'tel:4444');
    await settle();
    expect(ran.map((action) => (action.kind === 'link' ? action.url : action.kind))).toEqual([
      'tel:1111',
      'tel:2222',
      'tel:3333',
      'tel:4444',
    ]);
  });
});
