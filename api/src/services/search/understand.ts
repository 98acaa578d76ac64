import type { UnderstoodKind, UnderstoodPart } from '@jobportal/contracts';
import { FILLER_TOKENS, getLexicon, type Lexicon } from './lexicon';
import { findSalaries } from './salary';
import { isThaiWord, looseThaiKey } from './thai-spelling';
import { normalize, tokenize } from './text';

/**
 * Query understanding: the parts of main_input that name a province, a work mode, a hire type, a salary or a
 * seniority become filters (seniority: a ranking boost) and leave the text; filler words ("งาน", "หา", "ใน", "จ.")
 * next to them go too. Works on tokens, so Thai typed without spaces is understood alike ("ฝึกงานเชียงใหม่").
 */
export interface Understanding {
  /** what the text matcher gets: main_input without every understood part and without filler words */
  text: string;
  /** main_input without the parts that became filters (seniority words stay): the page's new search text */
  filterText: string;
  parts: UnderstoodPart[];
  locations: number[];
  workTypes: string[];
  hireTypes: string[];
  minimumSalary?: number;
  seniority: string[];
}

interface Tok {
  tok: string;
  start: number;
  end: number;
}

interface Found {
  kind: UnderstoodKind;
  value: string;
  spans: [number, number][];
}

const FILTER_KINDS: ReadonlySet<UnderstoodKind> = new Set(['location', 'workType', 'hireType', 'salary']);

/** Tokens of a normalised string with their offsets (tokens are substrings of it, in order). */
function tokensWithOffsets(s: string): Tok[] {
  const out: Tok[] = [];
  for (const m of s.matchAll(/[^\s,;]+/gu)) {
    let at = m.index;
    for (const tok of tokenize(m[0])) {
      const i = s.indexOf(tok, at);
      if (i < 0) continue;
      out.push({ tok, start: i, end: i + tok.length });
      at = i + tok.length;
    }
  }
  return out;
}

function cut(s: string, spans: readonly [number, number][]): string {
  const sorted = [...spans].sort((a, b) => b[0] - a[0]);
  let out = s;
  for (const [a, b] of sorted) out = out.slice(0, a) + ' ' + out.slice(b);
  return out
    .replace(/\s+([.,;:)])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Drops filler tokens at the edges of each remaining run ("งานreact" -> "react", "หางาน" -> ""). */
function dropFillers(s: string): string {
  const spans: [number, number][] = [];
  const toks = tokensWithOffsets(s);
  for (let i = 0; i < toks.length;) {
    // a run: tokens with no white space between them
    let j = i + 1;
    while (j < toks.length && !/\s/.test(s.slice(toks[j - 1].end, toks[j].start))) j++;
    let a = i;
    let b = j;
    while (a < b && FILLER_TOKENS.has(toks[a].tok)) a++;
    while (b > a && FILLER_TOKENS.has(toks[b - 1].tok)) b--;
    if (a > i) spans.push([toks[i].start, toks[a - 1].end]);
    if (b < j && b >= a) spans.push([toks[Math.max(b, a)].start, toks[j - 1].end]);
    i = j;
  }
  return spans.length > 0 ? cut(s, spans) : s;
}

/** Popular searches repeat: memoised per text (default lexicon only), bounded. Results are not mutated. */
const memo = new Map<string, Understanding>();
const MEMO_MAX = 2000;

export function understand(input: string, lexicon: Lexicon = getLexicon()): Understanding {
  if (lexicon !== getLexicon()) return understandText(input, lexicon);
  let u = memo.get(input);
  if (!u) {
    if (memo.size >= MEMO_MAX) memo.clear();
    u = understandText(input, lexicon);
    memo.set(input, u);
  }
  return u;
}

function understandText(input: string, lexicon: Lexicon): Understanding {
  // Thai and Latin letters typed together are separate words ("reactกทม"): the segmenter keeps them as one
  const norm = normalize(input).replace(/([\u0E00-\u0E7F])(?=[a-z])|([a-z])(?=[\u0E00-\u0E7F])/g, '$1$2 ');
  // offsets of the normalised text are the input's when normalisation kept the length (it usually does)
  const shown = norm.length === input.length ? input : norm;
  const found: Found[] = [];
  const add = (kind: UnderstoodKind, value: string, span: [number, number]): void => {
    const same = found.find((f) => f.kind === kind && f.value === value);
    if (same) same.spans.push(span);
    else found.push({ kind, value, spans: [span] });
  };

  const salaries = findSalaries(norm);
  let masked = norm;
  if (salaries.length > 0) {
    // a range ("40k-60k") asks for at least its lower end
    const value = Math.min(...salaries.map((m) => m.value));
    for (const m of salaries) {
      add('salary', String(value), [m.start, m.end]);
      masked = masked.slice(0, m.start) + ' '.repeat(m.end - m.start) + masked.slice(m.end);
    }
  }

  const toks = tokensWithOffsets(masked);
  const used = new Uint8Array(toks.length);
  for (let i = 0; i < toks.length;) {
    // a skill or role phrase that holds a lexicon word ("smart contract") stays text
    let kept = 0;
    for (let n = 3; n >= 2 && kept === 0; n--)
      if (
        i + n <= toks.length &&
        lexicon.protectedPhrases.has(
          toks
            .slice(i, i + n)
            .map((t) => t.tok)
            .join(' '),
        )
      )
        kept = n;
    if (kept > 0) {
      i += kept;
      continue;
    }
    let hit = 0;
    for (let n = Math.min(lexicon.maxTokens, toks.length - i); n >= 1 && hit === 0; n--) {
      const slice = toks.slice(i, i + n).map((t) => t.tok);
      const compact = slice.join('');
      const entry =
        lexicon.byKey.get(slice.join(' ')) ??
        (n > 1 ? lexicon.byKey.get(compact) : undefined) ??
        (isThaiWord(compact) ? lexicon.byKey.get(looseThaiKey(compact)) : undefined);
      if (!entry) continue;
      if (entry.needsContext) {
        const before = toks[i - 1]?.tok;
        const after = toks[i + n]?.tok;
        if (!(before && lexicon.contextTokens.has(before)) && after !== 'province') continue;
      }
      // filler words right before the part belong to it ("ใน กทม", "จ.เชียงใหม่", "หางานที่ remote")
      let from = i;
      while (from > 0 && !used[from - 1] && FILLER_TOKENS.has(toks[from - 1].tok)) from--;
      for (let k = from; k < i + n; k++) used[k] = 1;
      add(entry.kind, entry.value, [toks[from].start, toks[i + n - 1].end]);
      hit = n;
    }
    i += hit || 1;
  }

  const allSpans = found.flatMap((f) => f.spans);
  const filterSpans = found.filter((f) => FILTER_KINDS.has(f.kind)).flatMap((f) => f.spans);
  const rest = dropFillers(found.length > 0 ? cut(norm, allSpans) : norm);
  // a query of filler words only ("งาน") keeps them: they are all the user said
  const text = rest === '' && found.length === 0 ? norm.trim() : rest;
  const parts: UnderstoodPart[] = found.map((f) => ({
    kind: f.kind,
    value: f.value,
    text: f.spans
      .sort((a, b) => a[0] - b[0])
      .map(([a, b]) => shown.slice(a, b).trim())
      .join(' '),
    without: cut(shown, f.spans),
  }));
  const values = (kind: UnderstoodKind): string[] => found.filter((f) => f.kind === kind).map((f) => f.value);
  const salary = values('salary')[0];
  return {
    text,
    filterText: filterSpans.length > 0 ? cut(shown, filterSpans) : shown.trim(),
    parts,
    locations: values('location').map(Number),
    workTypes: values('workType'),
    hireTypes: values('hireType'),
    minimumSalary: salary === undefined ? undefined : Number(salary),
    seniority: values('seniority'),
  };
}
