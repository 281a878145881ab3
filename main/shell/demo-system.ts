// The built-in demo phone system as the demo launcher (./demo-launcher.ts) uses it: what it takes of
// main/demo, in one module that it imports when a demo starts. Built, this is a bundle of its own beside
// index.cjs (scripts/main-bundle.mjs): a start outside the demo mode never loads the simulator.
export { DEMO_NEW_CALL_EVERY_MS } from '../demo/live-calls';
export { LOOKUP_PATH, PBX_PATH } from '../demo/routes';
export { DEMO_LOOKUP_KEY, DEMO_PBX_KEY, startDemoServer } from '../demo/server';
