/** Typed arrays that grow by 1.5x (in-process indexes keep numbers out of the JS heap). */
export type NumArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

export function grow<T extends NumArray>(a: T, size: number): T {
  if (size <= a.length) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, Math.ceil(a.length * 1.5) + 16));
  next.set(a);
  return next;
}

/** Posting lists: a compacted typed array per key plus a small tail of later additions. */
export class Postings {
  base: (Uint32Array | null)[] = [];
  tail: (number[] | null)[] = [];

  /** Builds compacted lists from per-key counts and a filler callback that calls push(key, doc) in doc order. */
  static build(
    counts: ArrayLike<number>,
    fill: (push: (key: number, doc: number) => void) => void,
  ): Postings {
    const p = new Postings();
    const used = new Uint32Array(counts.length);
    p.base = Array.from({ length: counts.length }, (_, k) =>
      counts[k] > 0 ? new Uint32Array(counts[k]) : null,
    );
    p.tail = new Array<number[] | null>(counts.length).fill(null);
    fill((key, doc) => {
      (p.base[key] as Uint32Array)[used[key]++] = doc;
    });
    return p;
  }

  add(key: number, doc: number): void {
    while (this.tail.length <= key) {
      this.tail.push(null);
      this.base.push(null);
    }
    (this.tail[key] ??= []).push(doc);
  }

  forEach(key: number, fn: (doc: number) => void): void {
    const b = this.base[key];
    if (b) for (let i = 0; i < b.length; i++) fn(b[i]);
    const t = this.tail[key];
    if (t) for (let i = 0; i < t.length; i++) fn(t[i]);
  }

  bytes(): number {
    let n = 0;
    for (const b of this.base) if (b) n += b.byteLength + 48;
    for (const t of this.tail) if (t) n += t.length * 8 + 48;
    return n;
  }
}
