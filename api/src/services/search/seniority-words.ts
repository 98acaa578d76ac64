/**
 * Seniority words (key -> forms). Job titles say the level and the data has no seniority column, so a seniority
 * typed in the search is a relevance boost (lexicon.ts, understand.ts, search.ts), not a filter. Other Thai
 * spellings (ซีเนีย, จูเนีย) come from transliterations.ts and the loose key of thai-spelling.ts.
 */
export const SENIORITY_WORDS: Record<string, string[]> = {
  junior: ['junior', 'jr', 'จูเนียร์', 'entry level', 'ระดับเริ่มต้น', 'จบใหม่', 'new grad', 'fresh graduate'],
  senior: ['senior', 'sr', 'อาวุโส', 'ซีเนียร์'],
  lead: ['lead', 'team lead', 'tech lead', 'หัวหน้าทีม', 'ลีด'],
};
