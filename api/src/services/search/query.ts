import { expansionOf, splitCompound } from './query-expansions';
import type { SearchTaxonomy } from './taxonomy';
import { normalize, tokenizeQueryWords } from './text';

/**
 * A parsed main_input: clauses are ANDed; a clause matches when any of its phrases matches; a phrase is a list of
 * tokens that must be adjacent (the pieces of one Thai word, or a multi-word synonym such as "software engineer").
 */
export interface Clause {
  /** the query text this clause came from */
  text: string;
  phrases: string[][];
  /** skills named by the clause (a job tagged with one of them gets a relevance bonus) */
  skillSlugs: string[];
  /** true when the clause came from a taxonomy form, so misspelling correction is not needed */
  known: boolean;
}

/** Words that say nothing about which job: dropped when other words remain (relevance-floor.ts: weak alone). */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'in',
  'at',
  'of',
  'for',
  'with',
  'job',
  'jobs',
  'position',
  'งาน',
  'ตำแหน่ง',
  'รับสมัคร',
  'ที่',
  'และ',
  'หรือ',
]);

const MAX_NGRAM = 3;

function dedupe(phrases: string[][]): string[][] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const k = p.join(' ');
    if (p.length === 0 || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Parses the search text into clauses, expanding skill aliases, role synonyms, technology families, word synonyms
 * and Thai spellings of English words (longest match first); a Thai word made of known forms is split into them. */
export function parseQuery(input: string, taxonomy: SearchTaxonomy): Clause[] {
  const words = tokenizeQueryWords(input.slice(0, 200));
  const clauses: Clause[] = [];
  const known = (form: string, tokens: string[]): boolean => {
    const exp = expansionOf(normalize(form), taxonomy);
    if (!exp) return false;
    // The literal words too, unless punctuation carried the meaning ("c++" -> "c") or the form is a family word.
    const literal = exp.literal && /^[\p{L}\p{M}\p{N}\s]+$/u.test(form) ? [tokens] : [];
    clauses.push({
      text: form,
      phrases: dedupe([...literal, ...exp.phrases]),
      skillSlugs: exp.skillSlugs,
      known: true,
    });
    return true;
  };
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let n = Math.min(MAX_NGRAM, words.length - i); n >= 1 && !matched; n--) {
      const slice = words.slice(i, i + n);
      const candidates = [slice.map((w) => w.raw).join(' '), slice.map((w) => w.tokens.join(' ')).join(' ')];
      for (const form of candidates) {
        if (
          !known(
            form,
            slice.flatMap((w) => w.tokens),
          )
        )
          continue;
        i += n;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const w = words[i++];
    if (w.tokens.length === 0) continue;
    const pieces = splitCompound(w.tokens, taxonomy);
    if (pieces && pieces.every((p) => known(p, tokenizeQueryWords(p)[0]?.tokens ?? [p]))) continue;
    clauses.push({ text: w.raw, phrases: [w.tokens], skillSlugs: [], known: false });
  }
  const meaningful = clauses.filter((c) => c.known || !STOPWORDS.has(c.text));
  return meaningful.length > 0 ? meaningful : clauses;
}
