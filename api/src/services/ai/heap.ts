/** Bounded top-k: keeps the k largest items by `better` (a min-heap on the worst kept item). */
export class TopK<T> {
  private readonly items: T[] = [];

  constructor(
    readonly k: number,
    /** true when a ranks above b */
    private readonly better: (a: T, b: T) => boolean,
  ) {}

  get size(): number {
    return this.items.length;
  }

  /** The worst item kept (undefined until k items were pushed). */
  worst(): T | undefined {
    return this.items.length < this.k ? undefined : this.items[0];
  }

  push(x: T): void {
    const h = this.items;
    if (this.k <= 0) return;
    if (h.length < this.k) {
      h.push(x);
      this.up(h.length - 1);
    } else if (this.better(x, h[0])) {
      h[0] = x;
      this.down(0);
    }
  }

  /** Best first. */
  sorted(): T[] {
    return [...this.items].sort((a, b) => (this.better(a, b) ? -1 : this.better(b, a) ? 1 : 0));
  }

  private up(i: number): void {
    const h = this.items;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.better(h[p], h[i])) break;
      [h[p], h[i]] = [h[i], h[p]];
      i = p;
    }
  }

  private down(i: number): void {
    const h = this.items;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && this.better(h[m], h[l])) m = l;
      if (r < h.length && this.better(h[m], h[r])) m = r;
      if (m === i) return;
      [h[m], h[i]] = [h[i], h[m]];
      i = m;
    }
  }
}
