import { chromium, type Request } from 'playwright-core';
const path = process.argv[2] ?? '/';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  const page = await (await browser.newContext({ locale: 'th-TH' })).newPage();
  const scripts: Request[] = [];
  page.on('requestfinished', (r) => { if (r.resourceType() === 'script') scripts.push(r); });
  await page.goto(`http://localhost:8080${path}`, { waitUntil: 'networkidle' });
  let total = 0;
  for (const r of scripts) { const s = (await r.sizes()).responseBodySize; total += s; console.log((s/1024).toFixed(1).padStart(7), r.url().replace('http://localhost:8080','')); }
  console.log('total', (total/1024).toFixed(1));
  await browser.close();
})();
