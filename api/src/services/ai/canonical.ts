import { getDefaultTaxonomy, type SearchTaxonomy } from '../search/taxonomy';
import { tokenize } from '../search/text';

/**
 * Canonical terms for text similarity. Text is segmented with the search service's tokenizer (NFKC, lower case,
 * Intl.Segmenter for Thai runs), then every phrase the taxonomy knows is replaced by ONE canonical term, longest
 * match first: any form of a skill (slug, name, Thai name, alias) becomes `s:<slug>`, any term of a role synonym
 * group becomes `r:<key>`. "นักพัฒนาแบ็กเอนด์ ภาษา Go" and "Backend Developer (Golang)" therefore both contain
 * r:developer, r:backend and s:go. Remaining words are kept as they are, minus stop words and bare numbers.
 */

/** Aliases that are ordinary words in job ads ("the REST of the week", "NEXT step"): never canonicalised in text. */
const AMBIGUOUS = new Set([
  'next',
  'rest',
  'compose',
  'security',
  'network',
  'shell',
  'elastic',
  'container',
  'containers',
  'architecture',
  'requirement',
  'documentation',
  'stats',
  'ui',
  'ux',
  'ml',
  'dl',
  'cv',
  'po',
  'pm',
  'ba',
  'ps',
  'xd',
  'ng',
  'rn',
  'sh',
  'kt',
  'r',
  'c',
  'ts',
  'py',
  'ci4',
  'apollo',
  'torch',
  'soc',
  'elk',
  'iac',
  'node',
  'nest',
  'express',
  'unity',
  'excel',
  'rails',
  'gin',
  'go',
  'swift',
  'ruby',
  'spring',
  'flask',
]);
/** Ambiguous aliases still canonicalised when the slug itself is meant (a job title "Go Developer"). */
const KEEP_WHEN_SLUG = new Set([
  'go',
  'swift',
  'ruby',
  'spring',
  'flask',
  'express',
  'gin',
  'excel',
  'unity',
  'rails',
  'node',
  'nest',
  'r',
  'c',
]);

const STOP = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'our',
  'we',
  'you',
  'your',
  'is',
  'are',
  'be',
  'will',
  'as',
  'from',
  'by',
  'this',
  'that',
  'it',
  'its',
  'us',
  'who',
  'join',
  'team',
  'looking',
  'work',
  'working',
  'experience',
  'years',
  'year',
  'plus',
  'good',
  'able',
  'least',
  'new',
  'etc',
  'have',
  'has',
  'can',
  'ที่',
  'และ',
  'ใน',
  'การ',
  'ของ',
  'มี',
  'ได้',
  'เป็น',
  'ให้',
  'กับ',
  'หรือ',
  'จะ',
  'ความ',
  'ไป',
  'มา',
  'อย่าง',
  'น้อย',
  'ปี',
  'งาน',
  'ทำงาน',
  'ร่วม',
  'ทีม',
  'เพื่อ',
  'โดย',
  'แบบ',
  'ต่อ',
  'ด้าน',
  'ประสบการณ์',
  'สามารถ',
  'ทาง',
  'เรา',
  'คุณ',
  'ตำแหน่ง',
  'รับ',
  'สมัคร',
  'ผู้',
  'นี้',
  'นั้น',
  'ๆ',
]);

interface Phrase {
  tokens: string[];
  term: string;
}

export interface Canonicalizer {
  /** canonical terms of a free text, in order (duplicates kept) */
  terms(text: string): string[];
  /** canonical terms of an already tokenised text (e.g. a job's search_text split on spaces) */
  termsOfTokens(tokens: readonly string[]): string[];
  taxonomy: SearchTaxonomy;
}

export const skillTerm = (slug: string): string => `s:${slug}`;
export const roleTerm = (key: string): string => `r:${key}`;

export function createCanonicalizer(taxonomy: SearchTaxonomy = getDefaultTaxonomy()): Canonicalizer {
  const byFirst = new Map<string, Phrase[]>();
  const addPhrase = (tokens: string[], term: string) => {
    if (tokens.length === 0) return;
    if (tokens.length === 1 && AMBIGUOUS.has(tokens[0])) {
      const slugLike = term.startsWith('s:') && term.slice(2) === tokens[0] && KEEP_WHEN_SLUG.has(tokens[0]);
      if (!slugLike) return;
    }
    const list = byFirst.get(tokens[0]) ?? [];
    if (list.some((p) => p.term === term && p.tokens.join(' ') === tokens.join(' '))) return;
    list.push({ tokens, term });
    byFirst.set(tokens[0], list);
  };
  for (const [slug, phrases] of taxonomy.skillPhrases)
    for (const p of phrases) addPhrase([...p], skillTerm(slug));
  for (const [key, phrases] of taxonomy.rolePhrases)
    for (const p of phrases) addPhrase([...p], roleTerm(key));
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

  const termsOfTokens = (tokens: readonly string[]): string[] => {
    const out: string[] = [];
    for (let i = 0; i < tokens.length;) {
      const t = tokens[i];
      const candidates = byFirst.get(t);
      let matched: Phrase | undefined;
      if (candidates) {
        for (const p of candidates) {
          if (i + p.tokens.length > tokens.length) continue;
          let ok = true;
          for (let j = 1; j < p.tokens.length && ok; j++) ok = tokens[i + j] === p.tokens[j];
          if (ok) {
            matched = p;
            break;
          }
        }
      }
      if (matched) {
        out.push(matched.term);
        i += matched.tokens.length;
        continue;
      }
      i++;
      if (t.length === 0 || STOP.has(t) || /^\d+$/.test(t)) continue;
      out.push(t);
    }
    return out;
  };
  return { terms: (text) => termsOfTokens(tokenize(text)), termsOfTokens, taxonomy };
}

let defaultCanonicalizer: Canonicalizer | undefined;
export function getDefaultCanonicalizer(): Canonicalizer {
  defaultCanonicalizer ??= createCanonicalizer();
  return defaultCanonicalizer;
}
