// Which call records count as missed: one rule for main and the renderer, kept with the contract's shared
// code (preload/missed-call.ts) so that the history view's Missed filter and the notices agree.
export {
  classifyMissed,
  directionOf,
  type MissedSignal,
  type MissedVerdict,
} from '../../preload/shared/missed-call';
