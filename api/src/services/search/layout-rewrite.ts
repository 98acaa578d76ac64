import type { JobIndex } from './job-index';
import type { Lexicon } from './lexicon';
import { latinLayoutToThai, thaiLayoutToLatin, wordScript } from './keyboard-layout';
import { expansionOf } from './query-expansions';
import { findSalaries } from './salary';
import type { SearchTaxonomy } from './taxonomy';
import { normalize, tokenize } from './text';

/**
 * Keyboard-layout slips in main_input ("พำฟแะ" = "react" typed with the Thai layout on, "di6'gmr" = "กรุงเทพ" typed
 * with the English layout on). Each white-space word in one script is converted (keyboard-layout.ts) only when it is
 * a worse query than its conversion: the word as typed is unknown (not a word of the job index, the taxonomy or the
 * lexicon; for Thai: not every segment is a word of the index) and the converted word is known. Known words are
 * never converted, so a real word typed on purpose stays. Returns the rewritten input, or null when nothing changed.
 */
export interface LayoutRewrite {
  text: string;
  /** typed word -> what it was meant to be */
  words: { from: string; to: string }[];
}

function knownToken(ix: JobIndex, t: string): boolean {
  const id = ix.termId.get(t);
  return id !== undefined && ix.df[id] > 0;
}

/** A word the search understands: a lexicon phrase, a taxonomy form, or every token a word of the index. */
function isKnown(
  word: string,
  ix: JobIndex,
  taxonomy: SearchTaxonomy,
  lexicon: Lexicon,
  thai: boolean,
): boolean {
  const n = normalize(word);
  // a Thai word never starts with a vowel sign or a tone mark: "60k" is not "ุจา"
  if (thai && /^[\u0E30-\u0E3A\u0E45-\u0E4E]/u.test(n)) return false;
  // a salary ("60k", "4หมื่น") is understood as typed
  if (findSalaries(n).length > 0) return true;
  const tokens = tokenize(n);
  if (tokens.length === 0) return false;
  if (lexicon.byKey.has(tokens.join(' ')) || lexicon.byKey.has(tokens.join(''))) return true;
  if (expansionOf(n, taxonomy) || expansionOf(tokens.join(''), taxonomy)) return true;
  // a Thai word is many segments: each must be a real word (gibberish segments into pieces the index lacks);
  // a Latin word is one token (the punctuation of a slip splits it into pieces, which is itself a sign)
  if (!thai && tokens.length > 1) return false;
  return tokens.every((t) => knownToken(ix, t) && (!thai || [...t].length >= 2 || tokens.length === 1));
}

export function rewriteLayoutSlips(
  input: string,
  ix: JobIndex,
  taxonomy: SearchTaxonomy,
  lexicon: Lexicon,
): LayoutRewrite | null {
  const words: LayoutRewrite['words'] = [];
  const text = input.replace(/\S+/gu, (w) => {
    const script = wordScript(w);
    if (script === 'other') return w;
    if (isKnown(w, ix, taxonomy, lexicon, script === 'thai')) return w;
    const converted = script === 'thai' ? thaiLayoutToLatin(w) : latinLayoutToThai(w);
    if (!converted || !isKnown(converted, ix, taxonomy, lexicon, script !== 'thai')) return w;
    words.push({ from: w, to: converted });
    return converted;
  });
  return words.length > 0 ? { text, words } : null;
}
