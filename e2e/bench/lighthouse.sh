#!/usr/bin/env bash
# `npm run bench:lighthouse`: Lighthouse (npm package) mobile performance score of a route of the running portal,
# in Debian's Chromium. Usage: npm run bench:lighthouse [-- /path]   (default /; PORTAL_URL default :8080)
set -euo pipefail
url="${PORTAL_URL:-http://localhost:8080}${1:-/}"
out="$(mktemp -d)/lh.json"
CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}" npx lighthouse "$url" \
  --only-categories=performance --form-factor=mobile --quiet --output=json --output-path="$out" \
  --chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" >/dev/null
node -e '
const r = require(process.argv[1]);
const a = r.audits;
const ms = (k) => Math.round(a[k].numericValue);
console.log(`${process.argv[2]}  lighthouse mobile performance ${Math.round(r.categories.performance.score * 100)}  FCP ${ms("first-contentful-paint")} ms  LCP ${ms("largest-contentful-paint")} ms  TBT ${ms("total-blocking-time")} ms  CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}  SI ${ms("speed-index")} ms`);
' "$out" "$url"
