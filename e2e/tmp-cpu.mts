import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const mode of ['on', 'off', 'on', 'off', 'on', 'off']) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile', locale: 'en-US', extraHTTPHeaders: mode === 'off' ? { 'x-prerender': 'off' } : {} });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto('http://localhost:8080/');
  await page.waitForSelector('html[data-page-ready]');
  await page.waitForTimeout(1500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const dup = await page.evaluate(() => { const h = [...document.querySelectorAll('style[data-css-hash]')].map(s => s.getAttribute('data-css-hash')); return [h.length, new Set(h).size]; });
  console.log(mode, 'task', Math.round(m.TaskDuration * 1000), 'script', Math.round(m.ScriptDuration * 1000), 'layout', Math.round(m.LayoutDuration * 1000), 'style', Math.round(m.RecalcStyleDuration * 1000), 'styles', dup);
  await ctx.close();
}
await browser.close();
