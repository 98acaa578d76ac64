/**
 * Text normalisation and tokenisation shared by indexing (search_text) and querying.
 * Tokens are runs of letters, combining marks and digits, lower-cased after NFKC; runs that contain Thai
 * characters are cut into words with Intl.Segmenter('th', { granularity: 'word' }) because Thai has no spaces.
 * Every token is therefore a plain word that PostgreSQL's default text-search parser keeps as one lexeme, so
 * the positions of `to_tsvector('simple', search_text)` are exactly the token positions produced here.
 */

const THAI = /[\u0E00-\u0E7F]/;
const RUN = /[\p{L}\p{M}\p{N}]+/gu;

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Thai runs repeat a lot (job titles, template sentences): memoise their segmentation. Bounded. */
const thaiCache = new Map<string, string[]>();
const THAI_CACHE_MAX = 50_000;

/** Thai abbreviation and repetition marks (ฯ, ๆ) separate words: "กรุงเทพฯ" is found by "กรุงเทพ". */
const THAI_MARKS = /[\u0E2F\u0E46]/g;

/** NFKC decomposes SARA AM (ำ) into NIKHAHIT + SARA AA; the Thai dictionary segmenter needs the composed letter. */
const SARA_AM_DECOMPOSED = /\u0E4D\u0E32/g;

export function normalize(text: string): string {
  return text.normalize('NFKC').replace(SARA_AM_DECOMPOSED, '\u0E33').toLowerCase().replace(THAI_MARKS, ' ');
}

/** Segments one Thai (or mixed Thai/Latin) run into word pieces. */
export function segmentThaiRun(run: string): string[] {
  const hit = thaiCache.get(run);
  if (hit) return hit;
  const pieces: string[] = [];
  for (const s of segmenter.segment(run)) {
    if (!s.isWordLike) continue;
    // The segmenter may keep punctuation inside a segment; keep only letter/mark/digit runs.
    const inner = s.segment.match(RUN);
    if (inner) pieces.push(...inner);
  }
  if (thaiCache.size >= THAI_CACHE_MAX) thaiCache.clear();
  thaiCache.set(run, pieces);
  return pieces;
}

/** Normalised tokens of a text, in order. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const runs = normalize(text).match(RUN);
  if (!runs) return out;
  for (const run of runs) {
    if (THAI.test(run)) out.push(...segmentThaiRun(run));
    else out.push(run);
  }
  return out;
}

/**
 * Tokens of each whitespace-separated word of a query, so that the pieces of one Thai word can be required
 * adjacent. `raw` keeps the normalised word (e.g. "c++", "node.js") for alias look-up.
 */
export function tokenizeQueryWords(query: string): { raw: string; tokens: string[] }[] {
  return normalize(query)
    .split(/[\s,;]+/u)
    .map((raw) => raw.replace(/^[()[\]{}"'“”‘’]+|[()[\]{}"'“”‘’!?.:]+$/gu, ''))
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ raw, tokens: tokenize(raw) }))
    .filter((w) => w.tokens.length > 0 || w.raw.length > 0);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Visible text of simple HTML (tags removed, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    });
}

/** A skill slug as one token ("react-native" -> "reactnative", "ci-cd" -> "cicd"). */
export function slugToken(slug: string): string {
  return normalize(slug).replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}
