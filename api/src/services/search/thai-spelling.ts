import { SENIORITY_WORDS } from './seniority-words';
import { TECH_FAMILIES } from './tech-families';
import type { SearchTaxonomy } from './taxonomy';
import { THAI_SPELLINGS } from './transliterations';
import { normalize } from './text';
import { damerau } from './typo';

/**
 * Thai spellings of English words: "ซีเนีย", "ด็อกเกอร์", "เทอราฟอร์ม". Two rules, most precise first:
 * 1. the loose key: Thai transliterations of one English word differ mostly in tone marks, the short-vowel mark ็
 *    and silent letters (ร์, ท์, ด์): "ซีเนียร์" = "ซีเนีย", "ฟรอนท์เอ็นด์" = "ฟรอนต์เอนด์". Compared with the
 *    Thai forms of the taxonomy, the lexicon and the spelling table (transliterations.ts).
 * 2. the consonant skeleton (an unseen spelling): Thai consonants and Latin letters both map to one sound class
 *    each (ท ธ ต ฐ / t d th -> t, พ ผ ภ ป บ / p b -> p, ฟ ว / f v w -> f ...), vowels and silent letters go; the
 *    Thai word's skeleton is compared with the skeletons of the Latin vocabulary of the taxonomy (skill and role
 *    words, families, seniority): equal for 3 sounds, at most one edit from 4, and only one word may be closest.
 *    Used only for a word that matches nothing as typed (matcher.ts), so Thai words are never re-read.
 */

const TONE_AND_SHORT = /[\u0E47-\u0E4B\u0E4D\u0E3A]/gu;
/** a letter (and its vowel mark) made silent by ์ (thanthakhat) */
const SILENT = /[\u0E01-\u0E2E][\u0E31\u0E34-\u0E37]?\u0E4C/gu;
const THAI = /[\u0E00-\u0E7F]/u;

/** Tone marks, ็ and silent letters removed, spaces removed: one key for the common variants of a spelling. */
export function looseThaiKey(word: string): string {
  return normalize(word).replace(SILENT, '').replace(TONE_AND_SHORT, '').replace(/\s+/gu, '');
}

export function isThaiWord(word: string): boolean {
  return THAI.test(word) && !/[a-z]/u.test(word);
}

const THAI_SOUND: Record<string, string> = {};
for (const [sound, letters] of Object.entries({
  k: 'กขฃคฅฆ',
  n: 'งนณญ',
  c: 'จฉชฌ',
  s: 'ซศษส',
  t: 'ดตฎฏถทธฐฑฒ',
  p: 'บปผพภ',
  f: 'ฝฟว',
  m: 'ม',
  r: 'ร',
  l: 'ลฬ',
}))
  for (const ch of letters) THAI_SOUND[ch] = sound;

/** The consonant skeleton of a Thai spelling: "ไพธอน" -> "ptn", "ด็อกเกอร์" -> "tk". */
export function thaiSoundKey(word: string): string {
  let out = '';
  // a final ร without ์ is the English "-er" / "-or" ("คอมพิวเตอร" = computer): not pronounced either
  for (const ch of normalize(word).replace(SILENT, '').replace(/ร$/u, '')) {
    const s = THAI_SOUND[ch];
    if (s && !out.endsWith(s)) out += s;
  }
  return out;
}

/** The consonant skeleton of a Latin word in the same sound classes: "python" -> "ptn", "docker" -> "tk". */
export function latinSoundKey(word: string): string {
  const w = normalize(word)
    .replace(/[^a-z]/gu, '')
    .replace(/ng(?=[aeiouy])/gu, 'nk')
    .replace(/ng/gu, 'n')
    .replace(/n[dt](?![aeiouyr])/gu, 'n')
    .replace(/ph/gu, 'f')
    .replace(/th/gu, 't')
    // ch / sh / j sound like จ ช: a placeholder until the c rules below are done
    .replace(/sh|ch|j/gu, 'C')
    .replace(/ck|q/gu, 'k')
    .replace(/x/gu, 'ks')
    .replace(/c(?=[eiy])/gu, 's')
    .replace(/[cg]/gu, 'k')
    .replace(/z/gu, 's')
    .replace(/[vw]/gu, 'f')
    .replace(/b/gu, 'p')
    .replace(/d/gu, 't')
    // an r after a vowel and before a consonant or at the end is not pronounced in Thai spellings ("senior", "terraform")
    .replace(/([aeiouy])r+(?=[^aeiouy]|$)/gu, '$1')
    .replace(/[aeiouyh]/gu, '')
    // a final s is written ส์ (silent) in Thai spellings ("เจนกินส์", "ดีวอปส์")
    .replace(/s$/u, '')
    .replace(/C/gu, 'c');
  return w.replace(/(.)\1+/gu, '$1');
}

export interface ThaiSpellingMatcher {
  /** the English reading of a Thai spelling from the table or by its loose key, else null */
  lookup(word: string): string | null;
  /** the Latin vocabulary word whose consonant skeleton is the closest (rule 2), else null */
  guess(word: string): string | null;
}

function build(taxonomy: SearchTaxonomy): ThaiSpellingMatcher {
  const byLoose = new Map<string, string>();
  const put = (thai: string, reading: string): void => {
    const k = looseThaiKey(thai);
    if (k && !byLoose.has(k)) byLoose.set(k, reading);
  };
  for (const [thai, en] of Object.entries(THAI_SPELLINGS)) put(thai, en);
  // Thai forms the search already knows read as themselves (their variants then find them)
  for (const form of [...taxonomy.skillByForm.keys(), ...taxonomy.roleByTerm.keys()])
    if (isThaiWord(form)) put(form, form);
  for (const f of TECH_FAMILIES) for (const t of f.terms) if (isThaiWord(t)) put(t, t);
  for (const forms of Object.values(SENIORITY_WORDS)) for (const t of forms) if (isThaiWord(t)) put(t, t);

  const bySound = new Map<string, Set<string>>();
  const addLatin = (w: string): void => {
    if (!/^[a-z][a-z.+#]*$/u.test(w) || w.length < 3) return;
    const k = latinSoundKey(w);
    if (k.length < 2) return;
    let set = bySound.get(k);
    if (!set) bySound.set(k, (set = new Set()));
    set.add(w);
  };
  for (const form of [...taxonomy.skillByForm.keys(), ...taxonomy.roleByTerm.keys()]) addLatin(form);
  for (const f of TECH_FAMILIES) for (const t of f.terms) addLatin(t);
  for (const forms of Object.values(SENIORITY_WORDS)) for (const t of forms) addLatin(t);
  for (const en of Object.values(THAI_SPELLINGS)) addLatin(en);
  const keys = [...bySound.keys()];

  return {
    lookup(word) {
      if (!isThaiWord(word)) return null;
      return THAI_SPELLINGS[normalize(word)] ?? byLoose.get(looseThaiKey(word)) ?? null;
    },
    guess(word) {
      if (!isThaiWord(word)) return null;
      const key = thaiSoundKey(word);
      if (key.length < 3) return null;
      const allowed = key.length >= 4 ? 1 : 0;
      let best: string[] = [];
      let bestD = allowed + 1;
      for (const k of keys) {
        if (Math.abs(k.length - key.length) > allowed) continue;
        const d = k === key ? 0 : damerau(k, key, allowed);
        if (d < bestD) {
          bestD = d;
          best = [k];
        } else if (d === bestD) best.push(k);
      }
      if (best.length !== 1) return null;
      const words = [...(bySound.get(best[0]) ?? [])];
      // several words with one skeleton ("java", "jave"): the shortest, which is the usual form
      words.sort((a, b) => a.length - b.length || a.localeCompare(b));
      return words[0] ?? null;
    },
  };
}

const cache = new WeakMap<SearchTaxonomy, ThaiSpellingMatcher>();
export function thaiSpellingMatcher(taxonomy: SearchTaxonomy): ThaiSpellingMatcher {
  let m = cache.get(taxonomy);
  if (!m) cache.set(taxonomy, (m = build(taxonomy)));
  return m;
}
