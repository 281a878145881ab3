// .github/workflows/ci.yml cannot run here (it needs GitHub's runners), so it is checked here: by the
// real validator (@action-validator/cli, whose validator ships as WebAssembly inside the npm package and
// runs offline), and for what this project asks of it: every job runs `npm test`, on Linux, Windows and
// macOS, with Node 24, the Linux job installing what .ci/run installs.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKFLOW = join(ROOT, '.github', 'workflows', 'ci.yml');
const VALIDATOR = join(ROOT, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
const run = promisify(execFile);

const stepSchema = z.object({
  if: z.string().optional(),
  run: z.string().optional(),
  uses: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
});
const jobSchema = z.object({
  if: z.string().optional(),
  'runs-on': z.string(),
  strategy: z
    .object({ matrix: z.object({ include: z.array(z.record(z.string(), z.unknown())) }) })
    .optional(),
  steps: z.array(stepSchema),
});
const workflowSchema = z.object({ jobs: z.record(z.string(), jobSchema) });

const source = readFileSync(WORKFLOW, 'utf8');
const workflow = workflowSchema.parse(load(source));
const jobs = Object.entries(workflow.jobs);

async function validate(file: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [VALIDATOR, file]);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('.github/workflows/ci.yml', () => {
  it('passes the GitHub Actions workflow validator', async () => {
    const result = await validate(WORKFLOW);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('is checked by a validator that does reject a broken workflow', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dialdesk-workflow-'));
    try {
      const broken = join(folder, 'ci.yml');
      await writeFile(broken, source.replace(/^ {4}runs-on:/m, '    runs_on:'));
      const result = await validate(broken);
      expect(result.ok).toBe(false);
      expect(result.output).toContain('runs-on');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('runs npm test in every job, unconditionally', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const [name, job] of jobs) {
      expect(job.if, `job ${name} always runs`).toBeUndefined();
      const tests = job.steps.filter((step) => /(^|\s)npm test(\s|$)/.test(step.run ?? ''));
      expect(tests, `job ${name} runs npm test`).toHaveLength(1);
      expect(tests[0]?.if, `job ${name} runs npm test on every runner`).toBeUndefined();
    }
  });

  it('runs on Ubuntu, Windows and macOS with Node 24', () => {
    const runners = jobs.flatMap(([, job]) => job.strategy?.matrix.include.map((entry) => entry.os) ?? []);
    expect(runners.sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest']);
    for (const [, job] of jobs) {
      const setupNode = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(setupNode?.with?.['node-version']).toBe(24);
    }
  });

  it('installs on Linux every package .ci/run installs', () => {
    const ciRun = readFileSync(join(ROOT, '.ci', 'run'), 'utf8');
    const packages = /^apt_packages=\(([^)]*)\)/m.exec(ciRun)?.[1]?.trim().split(/\s+/) ?? [];
    expect(packages).toContain('chromium');
    const linuxInstall = jobs
      .flatMap(([, job]) => job.steps)
      .find((step) => step.if?.includes("runner.os == 'Linux'") && step.run?.includes('apt-get install'));
    const installed = (linuxInstall?.run ?? '').split(/[\s\\]+/);
    for (const name of packages) expect(installed, `installs ${name}`).toContain(name);
    expect(installed).toContain('xvfb');
  });
});
