// npm run dist: the installers for this OS, into release/, as scripts/dist-plan.ts plans them: the update
// address is checked before anything slow runs. Arguments after `npm run dist --` go to electron-builder.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distPlan } from './dist-plan';

const plan = distPlan(process.env, process.argv.slice(2));
if ('problem' in plan) {
  console.error(plan.problem);
  process.exit(1);
}
console.info(plan.said);
for (const [script, ...args] of plan.commands) {
  const { status, signal } = spawnSync(process.execPath, [script, ...args], {
    cwd: join(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}
