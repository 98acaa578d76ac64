/** Thai script (U+0E00-U+0E7F): consonants, vowels, tone marks, Thai digits. */
const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/**
 * The `lang` for a piece of user data shown in the interface (a job title, a description, a company name): "th"
 * when it contains Thai script, so a screen reader reading the English interface switches to a Thai voice and the
 * browser picks Thai fonts and line breaking for it; undefined otherwise (the page's language holds).
 */
export function thaiLang(text: string | null | undefined): 'th' | undefined {
  return text && THAI_SCRIPT.test(text) ? 'th' : undefined;
}
