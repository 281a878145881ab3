export function electronBinary(root: string): string | null;
export const NO_ELECTRON: string;
