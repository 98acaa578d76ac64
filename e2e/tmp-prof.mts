import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const agg = new Map<string, number>(); const callers = new Map<string, number>(); const byUrl = new Map<string, number>();
for (let run = 0; run < 3; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile', locale: 'en-US' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto('http://localhost:8080/');
  await page.waitForSelector('html[data-page-ready]');
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map<number, number>();
  profile.samples.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  for (const [id, us] of counts) {
    const cf0 = (byId.get(id) as any).callFrame;
    if (cf0.functionName === 'appendChild' || cf0.url.includes('format')) {
      let chain = []; let cur: number | undefined = id;
      for (let k = 0; k < 7 && cur; k++) { const f = (byId.get(cur) as any).callFrame; chain.push(`${f.url.replace(/.*\//, '')}:${f.functionName}:${f.columnNumber}`); cur = parent.get(cur); }
      callers.set(chain.join(' < '), (callers.get(chain.join(' < ')) ?? 0) + us / 3000);
    }
    const n: any = byId.get(id); const cf = n.callFrame;
    if (['(idle)', '(program)'].includes(cf.functionName)) continue;
    const url = cf.url.replace(/.*\//, '') || cf.functionName;
    const key = `${url} ${cf.functionName}:${cf.lineNumber}:${cf.columnNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + us / 3000); byUrl.set(url, (byUrl.get(url) ?? 0) + us / 3000);
  }
  await ctx.close();
}
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
console.log('---');
console.log([...agg].filter(([k]) => k.startsWith(process.env.ONLY ?? "")).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
console.log('--- callers');console.log([...callers].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
await browser.close();
