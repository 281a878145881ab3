import { launchChromium } from '../test/e2e/browser.mjs';
const browser = await launchChromium(['--disable-frame-rate-limit', '--disable-gpu-vsync']);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const rows = Array.from({length: 3000}, (_, i) => `<div class=r><span>Yesterday 5:${i%60} PM</span><span>Incoming</span><span><b>Baker &amp; Sons Plumbing ${i}</b><br><small>+1555555${i}</small></span><span>15555550${i}</span><span>0:${i%60}</span></div>`).join('');
await page.setContent(`<style>body{margin:0;font:14px system-ui} #s{height:650px;overflow:auto;width:1000px} .r{display:grid;grid-template-columns:148px 104px 1fr 1fr 72px;height:48px;align-items:center;border-bottom:1px solid #ddd}</style><div id=s>${rows}</div>`);
for (const step of [2400, 480]) {
const r = await page.evaluate((step) => new Promise((res) => { const s = document.getElementById('s'); s.scrollTop = 0; const f = []; let last = performance.now(); const tick = (now) => { f.push(now - last); last = now; if (f.length > 55) { f.sort((a,b)=>a-b); res([f[27], f[52], f.at(-1)]); } else { s.scrollTop += step; requestAnimationFrame(tick); } }; requestAnimationFrame(tick); }), step);
console.log('static list, step', step, 'median/p95/max', r.map(x=>x.toFixed(1)));
}
await browser.close();
