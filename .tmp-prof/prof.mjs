import { build } from 'vite';
import { launchChromium, serveFolder, APP_URL } from '/work/main/test/e2e/browser.mjs';
await build({ configFile: '/work/main/vite.config.ts', logLevel: 'warn', build: { outDir: '/tmp/prof-out', emptyOutDir: true, minify: false } });
const src = await import('node:fs').then(fs => fs.readFileSync('/work/main/scripts/bench.mjs', 'utf8'));
const browser = await launchChromium(['--disable-frame-rate-limit', '--disable-gpu-vsync']);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await serveFolder(page, '/tmp/prof-out');
// reuse stub
const stubSrc = src.slice(src.indexOf('function installStub'), src.indexOf('// The frame-rate cap'));
await page.addInitScript(`(${stubSrc.replace('function installStub', 'function installStub')})`.replace(/^\((function installStub[\s\S]*)\)$/, '($1)') + '({ total: 100000, pageSize: 100000 })');
await page.goto(APP_URL);
await page.waitForFunction(() => window.__firstRowAt !== undefined);
await page.waitForTimeout(500);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const res = await page.evaluate(() => new Promise((resolve) => { const list = document.querySelector('[role=grid]'); const f = []; let last = performance.now(); const tick = (now) => { f.push(now - last); last = now; if (f.length > 600) { f.sort((a,b)=>a-b); resolve([f[300], f[570]]); } else { list.scrollTop += 2400; requestAnimationFrame(tick); } }; requestAnimationFrame(tick); }));
const { profile } = await cdp.send('Profiler.stop');
console.log('frames median/p95', res);
const self = new Map(); const dt = profile.timeDeltas; const byId = new Map(profile.nodes.map(n => [n.id, n]));
const counts = new Map(); for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
for (const [id, c] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + c); }
const total = profile.samples.length;
console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0, 25).map(([k,v]) => `${(100*v/total).toFixed(1)}% ${k}`).join('\n'));
await browser.close();
