import type { Skill } from '@jobportal/contracts';
import { SKILLS } from '../../seed/data/skills';
import { ROLE_GROUPS, type RoleGroup } from '../../seed/data/roles';
import { normalize, slugToken, tokenize } from './text';

/**
 * The vocabulary the search understands beyond the literal words: skills (slug, names, aliases) and role synonym
 * groups. A "form" is a phrase = list of tokens that must appear adjacent.
 */
export interface SearchTaxonomy {
  skills: readonly Skill[];
  skillBySlug: ReadonlyMap<string, Skill>;
  roles: readonly RoleGroup[];
  /** normalised surface form ("js", "c++", "จาวาสคริปต์", "node.js") -> skills it names */
  skillByForm: ReadonlyMap<string, readonly Skill[]>;
  /** normalised term -> role groups it belongs to */
  roleByTerm: ReadonlyMap<string, readonly RoleGroup[]>;
  /** slug -> every phrase (token list) that names the skill, including the slug token itself */
  skillPhrases: ReadonlyMap<string, readonly string[][]>;
  /** role key -> token lists of its terms */
  rolePhrases: ReadonlyMap<string, readonly string[][]>;
  /** every single-token word the taxonomy knows, for misspelling correction */
  words: readonly string[];
}

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function uniqPhrases(phrases: string[][]): string[][] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const k = p.join(' ');
    if (p.length === 0 || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function skillForms(s: Skill): string[] {
  return [s.slug, s.name, s.name_th ?? '', ...s.aliases].map(normalize).filter((f) => f.length > 0);
}

export function createTaxonomy(
  skills: readonly Skill[] = SKILLS,
  roles: readonly RoleGroup[] = ROLE_GROUPS,
): SearchTaxonomy {
  const skillByForm = new Map<string, Skill[]>();
  const roleByTerm = new Map<string, RoleGroup[]>();
  const skillPhrases = new Map<string, string[][]>();
  const rolePhrases = new Map<string, string[][]>();
  const words = new Set<string>();

  // A phrase that is the slug token of one skill belongs to that skill only ("c++" tokenises to "c", which is C).
  const slugOwner = new Map(skills.map((s) => [slugToken(s.slug), s.slug]));
  for (const s of skills) {
    const forms = skillForms(s);
    for (const f of forms) {
      add(skillByForm, f, s);
      // "reactjs" and "react.js" and "react js" all name React; "c++" and "c#" keep their symbols.
      add(skillByForm, f.replace(/[^\p{L}\p{M}\p{N}+#]+/gu, ''), s);
    }
    const phrases = uniqPhrases([[slugToken(s.slug)], ...forms.map((f) => tokenize(f))]).filter((p) => {
      const owner = p.length === 1 ? slugOwner.get(p[0]) : undefined;
      return owner === undefined || owner === s.slug;
    });
    skillPhrases.set(s.slug, phrases);
    for (const p of phrases) if (p.length === 1 && p[0].length >= 3) words.add(p[0]);
  }
  for (const g of roles) {
    const phrases = uniqPhrases(g.terms.map((t) => tokenize(t)));
    rolePhrases.set(g.key, phrases);
    for (const t of g.terms) {
      add(roleByTerm, normalize(t), g);
      add(roleByTerm, tokenize(t).join(''), g);
    }
    for (const p of phrases) if (p.length === 1 && p[0].length >= 3) words.add(p[0]);
  }
  return {
    skills,
    skillBySlug: new Map(skills.map((s) => [s.slug, s])),
    roles,
    skillByForm,
    roleByTerm,
    skillPhrases,
    rolePhrases,
    words: [...words],
  };
}

let defaultTaxonomy: SearchTaxonomy | undefined;
/** The taxonomy built from the seed data (the same rows the lookups table holds). */
export function getDefaultTaxonomy(): SearchTaxonomy {
  defaultTaxonomy ??= createTaxonomy();
  return defaultTaxonomy;
}
