import { TECH_FAMILIES } from './tech-families';
import type { SearchTaxonomy } from './taxonomy';
import { isThaiWord, looseThaiKey, thaiSpellingMatcher } from './thai-spelling';
import { normalize, tokenize } from './text';
import { WORD_SYNONYMS } from './word-synonyms';

/**
 * What a query word (or phrase of up to 3 words) stands for beyond its letters: a skill (all its forms), a role
 * synonym group, a technology family (its skills and roles, not the everyday word itself), a word synonym, or, for
 * a Thai spelling of an English word, what that English word stands for.
 */
export interface Expansion {
  phrases: string[][];
  skillSlugs: string[];
  /** whether the typed words themselves are a phrase of the clause too (not for a family: see tech-families.ts) */
  literal: boolean;
  /** the English reading of a Thai spelling ("ซีเนีย" -> "senior"), when that is what was understood */
  reading?: string;
}

interface Extra {
  phrases: string[][];
  skillSlugs: string[];
  literal: boolean;
}

const extrasCache = new WeakMap<SearchTaxonomy, Map<string, Extra>>();

/** Family terms and word synonyms by normalised form, compact form and (Thai) loose key. */
function extrasOf(taxonomy: SearchTaxonomy): Map<string, Extra> {
  let map = extrasCache.get(taxonomy);
  if (map) return map;
  map = new Map();
  const put = (term: string, e: Extra): void => {
    const n = normalize(term);
    for (const k of [n, n.replace(/[^\p{L}\p{M}\p{N}+#]+/gu, ''), isThaiWord(n) ? looseThaiKey(n) : ''])
      if (k && !map!.has(k)) map!.set(k, e);
  };
  for (const f of TECH_FAMILIES) {
    const slugs = [
      ...taxonomy.skills.filter((s) => f.categories.includes(s.category ?? '')).map((s) => s.slug),
      ...f.skills.filter((s) => taxonomy.skillBySlug.has(s)),
    ];
    const phrases = [
      ...slugs.flatMap((s) => taxonomy.skillPhrases.get(s) ?? []),
      ...f.roles.flatMap((r) => taxonomy.rolePhrases.get(r) ?? []),
    ];
    const e: Extra = { phrases, skillSlugs: [...new Set(slugs)], literal: false };
    for (const t of f.terms) put(t, e);
  }
  for (const group of WORD_SYNONYMS) {
    const e: Extra = { phrases: group.map((t) => tokenize(t)), skillSlugs: [], literal: true };
    for (const t of group) put(t, e);
  }
  extrasCache.set(taxonomy, map);
  return map;
}

function direct(form: string, taxonomy: SearchTaxonomy): Expansion | null {
  const compact = form.replace(/[^\p{L}\p{M}\p{N}+#]+/gu, '');
  const skills = taxonomy.skillByForm.get(form) ?? taxonomy.skillByForm.get(compact) ?? [];
  const roles = taxonomy.roleByTerm.get(form) ?? taxonomy.roleByTerm.get(compact) ?? [];
  if (skills.length > 0 || roles.length > 0) {
    const phrases: string[][] = [];
    for (const s of skills) phrases.push(...(taxonomy.skillPhrases.get(s.slug) ?? []));
    for (const g of roles) phrases.push(...(taxonomy.rolePhrases.get(g.key) ?? []));
    return { phrases, skillSlugs: skills.map((s) => s.slug), literal: true };
  }
  const extras = extrasOf(taxonomy);
  const extra = extras.get(form) ?? extras.get(compact);
  return extra ? { ...extra, phrases: [...extra.phrases], skillSlugs: [...extra.skillSlugs] } : null;
}

/** The expansion of a normalised form, or null when it is a plain word. */
export function expansionOf(form: string, taxonomy: SearchTaxonomy): Expansion | null {
  const found = direct(form, taxonomy);
  if (found || !isThaiWord(form)) return found;
  // a Thai spelling of an English word: the table or a variant of a known Thai form ("ฟรอนท์เอ็นด์")
  const reading = thaiSpellingMatcher(taxonomy).lookup(form);
  if (!reading) return null;
  const viaReading = direct(normalize(reading), taxonomy);
  if (viaReading) return { ...viaReading, reading };
  // an English word the taxonomy does not hold: the word itself, in both spellings
  return { phrases: [tokenize(reading)], skillSlugs: [], literal: true, reading };
}

/**
 * A Thai word typed without spaces that is made of known forms only ("นักพัฒนาโมบาย" = developer + mobile,
 * "วิศวกรเอไอ" = engineer + AI): the forms, longest first; null when a piece is not known.
 */
export function splitCompound(tokens: readonly string[], taxonomy: SearchTaxonomy): string[] | null {
  if (tokens.length < 2 || !isThaiWord(tokens.join(''))) return null;
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let j = tokens.length;
    for (; j > i; j--) if (expansionOf(tokens.slice(i, j).join(''), taxonomy)) break;
    if (j === i) return null;
    pieces.push(tokens.slice(i, j).join(''));
    i = j;
  }
  return pieces.length >= 2 ? pieces : null;
}
