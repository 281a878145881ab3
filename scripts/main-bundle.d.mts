import type { BuildOptions } from 'esbuild';

/** esbuild options shared by main, preload and the files main keeps apart (main-bundle.mjs). */
export const shared: BuildOptions;
/** How each file main requires on first use is built, beside index.cjs. */
export const apartBundles: readonly (BuildOptions & { outfile: string })[];
/** The main bundle, dist/main/index.cjs. */
export const mainBundle: BuildOptions;
/** The thread that keys an import's numbers, dist/main/number-keys-worker.cjs. */
export const numberKeysWorkerBundle: BuildOptions;
