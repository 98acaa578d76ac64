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

const STOPWORDS = new Set([
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

function expansionsOf(
  form: string,
  taxonomy: SearchTaxonomy,
): { phrases: string[][]; skillSlugs: string[] } | null {
  const compact = form.replace(/[^\p{L}\p{M}\p{N}+#]+/gu, '');
  const skills = taxonomy.skillByForm.get(form) ?? taxonomy.skillByForm.get(compact) ?? [];
  const roles = taxonomy.roleByTerm.get(form) ?? taxonomy.roleByTerm.get(compact) ?? [];
  if (skills.length === 0 && roles.length === 0) return null;
  const phrases: string[][] = [];
  for (const s of skills) phrases.push(...(taxonomy.skillPhrases.get(s.slug) ?? []));
  for (const g of roles) phrases.push(...(taxonomy.rolePhrases.get(g.key) ?? []));
  return { phrases, skillSlugs: skills.map((s) => s.slug) };
}

function dedupe(phrases: string[][]): string[][] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const k = p.join(' ');
    if (p.length === 0 || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Parses the search text into clauses, expanding skill aliases and role synonyms (longest match first). */
export function parseQuery(input: string, taxonomy: SearchTaxonomy): Clause[] {
  const words = tokenizeQueryWords(input.slice(0, 200));
  const clauses: Clause[] = [];
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let n = Math.min(MAX_NGRAM, words.length - i); n >= 1 && !matched; n--) {
      const slice = words.slice(i, i + n);
      const candidates = [slice.map((w) => w.raw).join(' '), slice.map((w) => w.tokens.join(' ')).join(' ')];
      for (const form of candidates) {
        const exp = expansionsOf(normalize(form), taxonomy);
        if (!exp) continue;
        // The literal words too, unless punctuation carried the meaning ("c++" -> "c").
        const literal = /^[\p{L}\p{M}\p{N}\s]+$/u.test(form) ? [slice.flatMap((w) => w.tokens)] : [];
        clauses.push({
          text: form,
          phrases: dedupe([...literal, ...exp.phrases]),
          skillSlugs: exp.skillSlugs,
          known: true,
        });
        i += n;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const w = words[i++];
    if (w.tokens.length === 0) continue;
    clauses.push({ text: w.raw, phrases: [w.tokens], skillSlugs: [], known: false });
  }
  const meaningful = clauses.filter((c) => c.known || !STOPWORDS.has(c.text));
  return meaningful.length > 0 ? meaningful : clauses;
}
