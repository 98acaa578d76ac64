import type { Skill } from '@jobportal/contracts';
import type { RoleGroup } from '../../seed/data/roles';
import { expansionOf } from './query-expansions';
import type { SearchTaxonomy } from './taxonomy';
import { isThaiWord, thaiSpellingMatcher } from './thai-spelling';
import { normalize, tokenizeQueryWords } from './text';
import { TrigramIndex } from './trigram';

/**
 * Related searches for a query that found nothing worth showing (relevance-floor.ts) or nothing at all: a few
 * searches built from the taxonomy near what was typed, each a skill or role name the search understands:
 * - a word the taxonomy knows: other skills of its category ("react" -> Vue.js, Angular), other roles of its
 *   family's skills;
 * - an unknown word: the taxonomy forms closest to it (trigram similarity, the Thai spelling rules), shown by the
 *   name of their skill or role (Thai names for a Thai word).
 * At most MAX_RELATED, never the typed word itself.
 */
export const MAX_RELATED = 5;
const NEAR_SIMILARITY = 0.4;

interface Forms {
  index: TrigramIndex;
  list: string[];
}

const formsCache = new WeakMap<SearchTaxonomy, Forms>();
function formsOf(taxonomy: SearchTaxonomy): Forms {
  let f = formsCache.get(taxonomy);
  if (!f) {
    const list = [...taxonomy.skillByForm.keys(), ...taxonomy.roleByTerm.keys()].filter(
      (k) => [...k].length >= 3,
    );
    const index = new TrigramIndex();
    list.forEach((form, i) => index.add(i, form));
    formsCache.set(taxonomy, (f = { index, list }));
  }
  return f;
}

const skillName = (s: Skill, thai: boolean): string => (thai && s.name_th ? s.name_th : s.name);
const roleName = (g: RoleGroup, thai: boolean): string => (thai ? g.name_th : g.name_en);

function namesOfForm(form: string, taxonomy: SearchTaxonomy, thai: boolean): string[] {
  return [
    ...(taxonomy.skillByForm.get(form) ?? []).map((s) => skillName(s, thai)),
    ...(taxonomy.roleByTerm.get(form) ?? []).map((g) => roleName(g, thai)),
  ];
}

/** Other skills of the same category as the skills a known word names. */
function neighbours(slugs: readonly string[], taxonomy: SearchTaxonomy, thai: boolean): string[] {
  const out: string[] = [];
  for (const slug of slugs) {
    const s = taxonomy.skillBySlug.get(slug);
    if (!s) continue;
    for (const other of taxonomy.skills)
      if (other.slug !== slug && other.category === s.category) out.push(skillName(other, thai));
  }
  return out;
}

export function relatedSearches(text: string, taxonomy: SearchTaxonomy): string[] {
  const out: string[] = [];
  const typed = new Set<string>();
  const { index, list } = formsOf(taxonomy);
  for (const w of tokenizeQueryWords(text)) {
    typed.add(w.raw);
    const thai = isThaiWord(w.raw);
    const exp = expansionOf(w.raw, taxonomy);
    if (exp && exp.skillSlugs.length > 0) {
      out.push(
        ...(exp.skillSlugs.length > 1 ? exp.skillSlugs.map((s) => taxonomy.skillBySlug.get(s)!) : [])
          .filter(Boolean)
          .map((s) => skillName(s, thai)),
      );
      out.push(...neighbours(exp.skillSlugs, taxonomy, thai));
      continue;
    }
    if (exp) continue;
    const guess = thai ? thaiSpellingMatcher(taxonomy).guess(w.raw) : null;
    if (guess) out.push(...namesOfForm(guess, taxonomy, thai));
    for (const { id } of index.similar(w.raw, NEAR_SIMILARITY, 4))
      out.push(...namesOfForm(list[id], taxonomy, thai));
  }
  const seen = new Set<string>();
  return out
    .filter((name) => {
      const k = normalize(name);
      if (seen.has(k) || typed.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, MAX_RELATED);
}
