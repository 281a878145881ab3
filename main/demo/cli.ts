// `npm run demo-server`: the simulator as a standalone process, to point the app (or curl) at by hand.

import { parseArgs } from 'node:util';
import { compressedClock } from '../schedule/clock';
import { DEMO_NEW_CALL_EVERY_MS } from './live-calls';
import { startDemoServer } from './server';

const USAGE =
  'Usage: npm run demo-server -- [--port N] [--host ADDRESS] [--seed N] [--format json|xml] [--calls N] [--new-call-every SECONDS] [--speed-up N [--clock-from MS]]';

/** The options, or undefined when the command line is not understood (or --help). */
function parseOptions() {
  let values: ReturnType<typeof parseCommandLine>['values'];
  try {
    ({ values } = parseCommandLine());
  } catch {
    return undefined; // unknown option or missing value: the usage line says what is accepted
  }
  const port = Number(values.port);
  const seed = Number(values.seed);
  const callCount = Number(values.calls);
  const newCallEverySeconds = Number(values['new-call-every']);
  const speedUp = Number(values['speed-up']);
  const clockFrom = values['clock-from'] === undefined ? Date.now() : Number(values['clock-from']);
  const { format, host } = values;
  const valid =
    Number.isInteger(port) &&
    Number.isInteger(seed) &&
    (format === 'json' || format === 'xml') &&
    Number.isSafeInteger(callCount) &&
    callCount >= 0 &&
    Number.isFinite(newCallEverySeconds) &&
    newCallEverySeconds >= 0 &&
    Number.isFinite(speedUp) &&
    speedUp > 0 &&
    Number.isSafeInteger(clockFrom);
  // 0 seconds: the call history stays as generated.
  const newCallEveryMs = newCallEverySeconds > 0 ? newCallEverySeconds * 1000 : undefined;
  // The simulator's time (its data set's end, new calls' stamps), not its timer: a new call still comes
  // every --new-call-every real seconds.
  const now = compressedClock(clockFrom, speedUp).now;
  return valid && !values.help
    ? ({ port, seed, format, host, callCount, newCallEveryMs, now } as const)
    : undefined;
}

function parseCommandLine() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '8765' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '7' },
      format: { type: 'string', default: 'json' },
      calls: { type: 'string', default: '2000' },
      'new-call-every': { type: 'string', default: String(DEMO_NEW_CALL_EVERY_MS / 1000) },
      // Time running N times faster from the real instant MS (ms since epoch; the start by default), so
      // that a process given the same two keeps the same time (the memory bench's compressed day).
      'speed-up': { type: 'string', default: '1' },
      'clock-from': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
}

const options = parseOptions();
if (!options) {
  console.error(USAGE);
  process.exit(2);
}
// Rows as a FusionPBX deployment sends them, so pointing the app at this process shows what a real one would.
const server = await startDemoServer({ ...options, wire: 'fusionpbx' });
console.log(`Dialdesk demo server (seed ${options.seed}, ${options.format}, ${options.callCount} calls, FusionPBX rows)
  Phone system base URL: ${server.baseUrl}
  Phone system API key:  ${server.pbxKey}
  Lookup URL:            ${server.lookupUrl}
  Lookup API key:        ${server.lookupKey}
Try:
  curl -H 'Authorization: Basic ${server.pbxKey}' '${server.baseUrl}/xml_cdr?limit=3'
  curl '${server.lookupUrl}/lookup/lrn?api_key=${server.lookupKey}&tn=15555550123&extended=true'
Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the demo server`);
    // Closing ends every socket; with nothing left on the event loop the process exits by itself, code 0.
    void server.close();
  });
}
