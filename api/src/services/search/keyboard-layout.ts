/**
 * Keyboard-layout slips: text typed with the wrong layout switched on. Thai keyboards use the Kedmanee layout; the
 * most common slip is a technology name typed while Thai is on ("react" comes out as "พำฟแะ") and Thai typed while
 * English is on ("งาน" comes out as "'ko"). This module only converts (both layers: plain and shifted); whether the
 * converted text is a better query is decided by the caller (query-rewrite.ts) against the known vocabulary.
 */

/** US QWERTY key -> the Kedmanee character on the same key, plain layer then shifted layer. */
const PLAIN: Record<string, string> = {
  '`': '_',
  '1': 'ๅ',
  '2': '/',
  '3': '-',
  '4': 'ภ',
  '5': 'ถ',
  '6': 'ุ',
  '7': 'ึ',
  '8': 'ค',
  '9': 'ต',
  '0': 'จ',
  '-': 'ข',
  '=': 'ช',
  q: 'ๆ',
  w: 'ไ',
  e: 'ำ',
  r: 'พ',
  t: 'ะ',
  y: 'ั',
  u: 'ี',
  i: 'ร',
  o: 'น',
  p: 'ย',
  '[': 'บ',
  ']': 'ล',
  '\\': 'ฃ',
  a: 'ฟ',
  s: 'ห',
  d: 'ก',
  f: 'ด',
  g: 'เ',
  h: '้',
  j: '่',
  k: 'า',
  l: 'ส',
  ';': 'ว',
  "'": 'ง',
  z: 'ผ',
  x: 'ป',
  c: 'แ',
  v: 'อ',
  b: 'ิ',
  n: 'ื',
  m: 'ท',
  ',': 'ม',
  '.': 'ใ',
  '/': 'ฝ',
};
const SHIFTED: Record<string, string> = {
  '~': '%',
  '!': '+',
  '@': '๑',
  '#': '๒',
  $: '๓',
  '%': '๔',
  '^': 'ู',
  '&': '฿',
  '*': '๕',
  '(': '๖',
  ')': '๗',
  _: '๘',
  '+': '๙',
  Q: '๐',
  W: '"',
  E: 'ฎ',
  R: 'ฑ',
  T: 'ธ',
  Y: 'ํ',
  U: '๊',
  I: 'ณ',
  O: 'ฯ',
  P: 'ญ',
  '{': 'ฐ',
  '}': ',',
  '|': 'ฅ',
  A: 'ฤ',
  S: 'ฆ',
  D: 'ฏ',
  F: 'โ',
  G: 'ฌ',
  H: '็',
  J: '๋',
  K: 'ษ',
  L: 'ศ',
  ':': 'ซ',
  '"': '.',
  Z: '(',
  X: ')',
  C: 'ฉ',
  V: 'ฮ',
  B: 'ฺ',
  N: '์',
  M: '?',
  '<': 'ฒ',
  '>': 'ฬ',
  '?': 'ฦ',
};

const LATIN_TO_THAI = new Map<string, string>([...Object.entries(PLAIN), ...Object.entries(SHIFTED)]);
/** Thai -> the key typed on the plain layer first (a Thai character sits on one key only). */
const THAI_TO_LATIN = new Map<string, string>();
for (const [latin, thai] of [...Object.entries(SHIFTED), ...Object.entries(PLAIN)])
  THAI_TO_LATIN.set(thai, latin);

const THAI_LETTER = /[\u0E01-\u0E5B]/u;
const LATIN_LETTER = /[A-Za-z]/u;

/** What Thai-layout text was meant to be on the US layout ("พำฟแะ" -> "react"); null when a character has no key. */
export function thaiLayoutToLatin(word: string): string | null {
  let out = '';
  for (const ch of word) {
    const latin = THAI_TO_LATIN.get(ch);
    if (latin === undefined) return null;
    out += latin;
  }
  return out;
}

/** What US-layout text was meant to be on the Kedmanee layout ("'ko" -> "งาน"); null when a character has no key. */
export function latinLayoutToThai(word: string): string | null {
  let out = '';
  for (const ch of word) {
    const thai = LATIN_TO_THAI.get(ch);
    if (thai === undefined) return null;
    out += thai;
  }
  return out;
}

/** The script a typed word is in: a slip is only looked for in a word of one script (plus the other layer's marks). */
export function wordScript(word: string): 'thai' | 'latin' | 'other' {
  const thai = THAI_LETTER.test(word);
  const latin = LATIN_LETTER.test(word);
  if (thai && !latin) return 'thai';
  if (latin && !thai) return 'latin';
  return 'other';
}
