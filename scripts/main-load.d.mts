export const STAND_IN_ELECTRON: string;

export interface MainLoadFigures {
  bytes: number;
  cpuMs: number;
  wallMs: number;
}

export function measureMainLoad(
  runs: number,
): Promise<{ minified: MainLoadFigures; unminified: MainLoadFigures }>;
