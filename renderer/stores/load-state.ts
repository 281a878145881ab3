// The states every read goes through, shared by all stores so every view shows them the same way.
import type { IpcError, Result } from '../../preload/contract';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Loadable {
  status: LoadStatus;
  error: IpcError | null;
}

export const IDLE: Loadable = { status: 'idle', error: null };
export const LOADING: Loadable = { status: 'loading', error: null };
export const READY: Loadable = { status: 'ready', error: null };

export const failed = (result: Extract<Result<unknown>, { ok: false }>): Loadable => ({
  status: 'error',
  error: result.error,
});
