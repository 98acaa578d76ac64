import { sql, type SQL } from 'drizzle-orm';
import { PROVINCES } from '../../seed/data/provinces';
import type { SearchTaxonomy } from './taxonomy';
import { skillForms } from './taxonomy';
import { htmlToText, slugToken, tokenize } from './text';

/** The fields of a job that feed the full-text index (a Drizzle `job` row or a JobInput plus company names). */
export interface SearchableJob {
  title: string;
  descriptionHtml: string;
  qualificationsHtml?: string | null;
  skills: readonly string[];
  provinceId?: number | null;
  companyNameTh?: string | null;
  companyNameEn?: string | null;
}

export interface JobSearchParts {
  /** title tokens (weight A) */
  title: string;
  /** skill slug tokens, canonical names, Thai names and aliases (weight B) */
  skills: string;
  /** company and province names (weight C) */
  meta: string;
  /** description and qualifications (weight D) */
  body: string;
}

const join = (tokens: string[]): string => tokens.join(' ');

export function buildJobSearchParts(job: SearchableJob, taxonomy: SearchTaxonomy): JobSearchParts {
  const skillTokens: string[] = [];
  for (const slug of job.skills) {
    skillTokens.push(slugToken(slug));
    const skill = taxonomy.skillBySlug.get(slug);
    if (!skill) continue;
    for (const form of skillForms(skill)) skillTokens.push(...tokenize(form));
  }
  const province = job.provinceId ? PROVINCES[job.provinceId - 1] : undefined;
  const meta = [
    job.companyNameTh ?? '',
    job.companyNameEn ?? '',
    province?.name_th ?? '',
    province?.name_en ?? '',
  ].join(' ');
  return {
    title: join(tokenize(job.title)),
    skills: join(skillTokens),
    meta: join(tokenize(meta)),
    body: join(tokenize(`${htmlToText(job.descriptionHtml)} ${htmlToText(job.qualificationsHtml ?? '')}`)),
  };
}

/**
 * `search_text` of a job: lower-case NFKC tokens separated by single spaces, Thai segmented into words, English
 * words kept, then skill slugs + canonical names + aliases, company and province names, description and
 * qualifications. Order: title, skills, meta, body.
 */
export function buildJobSearchText(job: SearchableJob, taxonomy: SearchTaxonomy): string {
  const p = buildJobSearchParts(job, taxonomy);
  return [p.title, p.skills, p.meta, p.body].filter((s) => s.length > 0).join(' ');
}

/**
 * The weighted tsvector for `search_tsv`: title A, skills B, company/province C, body D. The lexemes and
 * positions equal `to_tsvector('simple', search_text)`; the weights let ts_rank prefer title and skill matches.
 * Plain `to_tsvector('simple', search_text)` also works with the search service (all lexemes weight D).
 */
export function searchTsvSql(p: JobSearchParts): SQL {
  return sql`(setweight(to_tsvector('simple', ${p.title}), 'A') || setweight(to_tsvector('simple', ${p.skills}), 'B') || setweight(to_tsvector('simple', ${p.meta}), 'C') || to_tsvector('simple', ${p.body}))`;
}

/** Values for the `searchText` / `searchTsv` columns of a job insert or update. */
export function jobSearchColumns(
  job: SearchableJob,
  taxonomy: SearchTaxonomy,
): { searchText: string; searchTsv: SQL } {
  const p = buildJobSearchParts(job, taxonomy);
  return {
    searchText: [p.title, p.skills, p.meta, p.body].filter((s) => s.length > 0).join(' '),
    searchTsv: searchTsvSql(p),
  };
}

const WEIGHTS = ['A', 'B', 'C', 'D'] as const;
const MAX_POS = 16383;
const MAX_POSITIONS_PER_LEXEME = 256;

/**
 * The literal of the weighted tsvector of `searchTsvSql` computed without PostgreSQL's parser (bulk loads): every token
 * is a plain word, so lexeme = token and position = token index (1-based), exactly what to_tsvector('simple') gives.
 */
export function searchTsvLiteral(p: JobSearchParts): string {
  const positions = new Map<string, string[]>();
  let pos = 0;
  [p.title, p.skills, p.meta, p.body].forEach((part, w) => {
    if (!part) return;
    for (const tok of part.split(' ')) {
      if (!tok || tok.length > 500) continue; // PostgreSQL skips words over 2047 bytes
      pos = Math.min(MAX_POS, pos + 1);
      let list = positions.get(tok);
      if (!list) positions.set(tok, (list = []));
      if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(w === 3 ? String(pos) : `${pos}${WEIGHTS[w]}`);
    }
  });
  const out: string[] = [];
  for (const [tok, list] of positions)
    out.push(`'${tok.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${list.join(',')}`);
  return out.join(' ');
}
