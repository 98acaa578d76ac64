/**
 * Line breaking for the CV: Thai has no spaces between words, and the PDF library's own line breaker (UAX #14
 * without a dictionary) sees a Thai sentence as one unbreakable word. The text is cut into words with
 * Intl.Segmenter (ICU's Thai dictionary), and lines are filled word by word; nothing is inserted into the text.
 */
const WORDS = new Intl.Segmenter('th', { granularity: 'word' });
const GRAPHEMES = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** Opening brackets and quotes: they stay with the word after them. */
const OPENING = /^[\p{Ps}\p{Pi}]+$/u;

/**
 * The units between which a line may break: each word with the spaces and punctuation after it (a line never starts
 * with a space, a comma, a closing bracket or ๆ), an opening bracket joined to the next word.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let pending = '';
  for (const { segment, isWordLike } of WORDS.segment(text)) {
    if (isWordLike) {
      units.push(pending + segment);
      pending = '';
    } else if (OPENING.test(segment)) {
      pending += segment;
    } else if (units.length && !pending) {
      units[units.length - 1] += segment;
    } else {
      pending += segment;
    }
  }
  if (pending) units.push(pending);
  return units;
}

/**
 * Fills lines of at most `width` (as `measure` counts it) with the units of `text`, greedily. A unit wider than a
 * line (a long URL) is cut between grapheme clusters, never between a consonant and its marks. Lines come back
 * without their trailing spaces; a paragraph break (\n) always starts a new line, an empty paragraph gives "".
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    let lineWidth = 0;
    const flush = () => {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    };
    for (const unit of breakUnits(paragraph.trimEnd())) {
      const full = measure(unit);
      const visible = unit.trimEnd() === unit ? full : measure(unit.trimEnd());
      if (line && lineWidth + visible > width) flush();
      if (!line && visible > width) {
        for (const { segment } of GRAPHEMES.segment(unit)) {
          const w = measure(segment);
          if (line && lineWidth + w > width && segment.trim()) flush();
          if (!line && !segment.trim()) continue;
          line += segment;
          lineWidth += w;
        }
        continue;
      }
      if (!line && !unit.trim()) continue;
      line += unit;
      lineWidth += full;
    }
    flush();
  }
  return lines;
}
