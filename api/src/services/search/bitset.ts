/** Fixed-size bit set over document numbers. */
export class Bitset {
  readonly words: Uint32Array;
  /** `words`: an existing array of words to read (not copied) */
  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }
  set(i: number): void {
    this.words[i >>> 5] |= 1 << (i & 31);
  }
  has(i: number): boolean {
    return (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] |= b[i];
    return this;
  }
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= b[i];
    return this;
  }
  /** Calls fn for every set bit, ascending. */
  forEach(fn: (i: number) => void): void {
    const w = this.words;
    for (let k = 0; k < w.length; k++) {
      let word = w[k];
      while (word !== 0) {
        const t = word & -word;
        fn((k << 5) + 31 - Math.clz32(t));
        word ^= t;
      }
    }
  }
  count(): number {
    let n = 0;
    const w = this.words;
    for (let k = 0; k < w.length; k++) {
      let v = w[k];
      v = v - ((v >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }
}
