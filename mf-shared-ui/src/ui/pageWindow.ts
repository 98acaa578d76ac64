/** Page numbers to show around the current one, with null for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, count: number, radius = 2): (number | null)[] {
  const out: (number | null)[] = [];
  const from = Math.max(2, current - radius);
  const to = Math.min(count - 1, current + radius);
  out.push(1);
  if (from > 2) out.push(null);
  for (let p = from; p <= to; p += 1) out.push(p);
  if (to < count - 1) out.push(null);
  if (count > 1) out.push(count);
  return out;
}
