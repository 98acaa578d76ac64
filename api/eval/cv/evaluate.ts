/**
 * Field-level precision and recall of the CV parser on the CV set (files/ + expected/). A field counts when the
 * parser proposes a value: right (equal after normalising case, spaces and punctuation) is a true positive, wrong
 * is a false positive and a miss; no value is a miss. Entries of experience and education are paired with the
 * expected ones by the most equal fields; skills are compared as sets of slugs.
 *
 * The split: a CV is held out when the first hex digit of sha1(id) is odd (splitOf). The tuning half's errors may
 * be listed (--errors); the held-out half is only ever reported as figures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { detectResume } from '../../src/services/file-types';
import { extractCvLines } from '../../src/services/cv-import/extract';
import { parseCv, type CvDraft } from '../../src/services/cv-import/parse';
import type { expectedOf } from './generate';

type Expected = ReturnType<typeof expectedOf>;
export type Split = 'tuning' | 'held-out';
export const DIR = __dirname;

export function splitOf(id: string): Split {
  return parseInt(crypto.createHash('sha1').update(id).digest('hex')[0], 16) % 2 === 0
    ? 'tuning'
    : 'held-out';
}

export const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'headline',
  'experience.title',
  'experience.company',
  'experience.start',
  'experience.end',
  'education.institution',
  'education.degree',
  'education.field',
  'education.graduated_year',
  'skills',
] as const;
export type Field = (typeof FIELDS)[number];

export interface Counts {
  tp: number;
  predicted: number;
  expected: number;
}

const norm = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : String(v)
        .normalize('NFC')
        .toLowerCase()
        .replace(/[\s.,()'’\-–—:|/]+/g, '');

function add(c: Record<string, Counts>, f: Field, tp: number, predicted: number, expected: number) {
  c[f] ??= { tp: 0, predicted: 0, expected: 0 };
  c[f].tp += tp;
  c[f].predicted += predicted;
  c[f].expected += expected;
}

function pairs<E extends object, P extends object>(exp: E[], got: P[], keys: [keyof E & keyof P, Field][]) {
  const free = new Set(got.map((_, i) => i));
  return exp.map((e) => {
    let best = -1;
    let bestScore = 0;
    for (const i of free) {
      const score = keys.filter(([k]) => norm(e[k]) === norm(got[i][k]) && norm(e[k]) !== '').length;
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    if (best >= 0) free.delete(best);
    return best >= 0 ? got[best] : null;
  });
}

export interface CvResult {
  id: string;
  split: Split;
  counts: Record<string, Counts>;
  errors: string[];
}

export function score(id: string, exp: Expected, got: CvDraft): CvResult {
  const counts: Record<string, Counts> = {};
  const errors: string[] = [];
  const scalar = (f: Field, e: unknown, g: unknown) => {
    const ok = norm(e) !== '' && norm(e) === norm(g);
    add(counts, f, ok ? 1 : 0, norm(g) ? 1 : 0, norm(e) ? 1 : 0);
    if (!ok) errors.push(`${f}: expected ${JSON.stringify(e)} got ${JSON.stringify(g)}`);
  };
  scalar('first_name', exp.first_name, got.first_name);
  scalar('last_name', exp.last_name, got.last_name);
  scalar('email', exp.email, got.email);
  scalar('phone', exp.phone, got.phone.replace(/\D/g, ''));
  scalar('headline', exp.headline, got.headline);

  const present = (v: string | null) => v ?? 'present';
  const gotExp = got.experiences.map((x) => ({ ...x, end: present(x.end) }));
  const expExp = exp.experiences.map((x) => ({ ...x, end: present(x.end) }));
  const expKeys: [keyof (typeof expExp)[number] & keyof (typeof gotExp)[number], Field][] = [
    ['title', 'experience.title'],
    ['company', 'experience.company'],
    ['start', 'experience.start'],
    ['end', 'experience.end'],
  ];
  const ep = pairs(expExp, gotExp, expKeys);
  expExp.forEach((e, i) => {
    for (const [k, f] of expKeys) {
      const g = ep[i]?.[k];
      const ok = norm(e[k]) !== '' && norm(e[k]) === norm(g);
      add(counts, f, ok ? 1 : 0, 0, norm(e[k]) ? 1 : 0);
      if (!ok) errors.push(`${f}[${i}]: expected ${JSON.stringify(e[k])} got ${JSON.stringify(g ?? null)}`);
    }
  });
  for (const g of gotExp) for (const [k, f] of expKeys) add(counts, f, 0, norm(g[k]) ? 1 : 0, 0);

  const eduKeys: [keyof Expected['educations'][number] & keyof CvDraft['educations'][number], Field][] = [
    ['institution', 'education.institution'],
    ['degree', 'education.degree'],
    ['field', 'education.field'],
    ['graduated_year', 'education.graduated_year'],
  ];
  const dp = pairs(exp.educations, got.educations, eduKeys);
  exp.educations.forEach((e, i) => {
    for (const [k, f] of eduKeys) {
      const g = dp[i]?.[k];
      const ok = norm(e[k]) !== '' && norm(e[k]) === norm(g);
      add(counts, f, ok ? 1 : 0, 0, norm(e[k]) ? 1 : 0);
      if (!ok) errors.push(`${f}[${i}]: expected ${JSON.stringify(e[k])} got ${JSON.stringify(g ?? null)}`);
    }
  });
  for (const g of got.educations) for (const [k, f] of eduKeys) add(counts, f, 0, norm(g[k]) ? 1 : 0, 0);

  const gotSkills = new Set(got.skills.map((s) => s.slug));
  const tp = exp.skills.filter((s) => gotSkills.has(s)).length;
  add(counts, 'skills', tp, gotSkills.size, exp.skills.length);
  const missing = exp.skills.filter((s) => !gotSkills.has(s));
  const extra = [...gotSkills].filter((s) => !exp.skills.includes(s));
  if (missing.length || extra.length)
    errors.push(`skills: missing ${missing.join(',')} extra ${extra.join(',')}`);
  return { id, split: splitOf(id), counts, errors };
}

export async function evaluateAll(): Promise<CvResult[]> {
  const ids = fs
    .readdirSync(path.join(DIR, 'expected'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
  const out: CvResult[] = [];
  for (const id of ids) {
    const file = fs.readdirSync(path.join(DIR, 'files')).find((f) => f.startsWith(`${id}.`));
    if (!file) throw new Error(`no file for ${id}`);
    const data = fs.readFileSync(path.join(DIR, 'files', file));
    const type = detectResume(data);
    if (!type) throw new Error(`${file} is not a PDF or DOCX`);
    const lines = await extractCvLines(data, type.ext as 'pdf' | 'docx');
    const exp = JSON.parse(fs.readFileSync(path.join(DIR, 'expected', `${id}.json`), 'utf8')) as Expected;
    out.push(score(id, exp, parseCv(lines)));
  }
  return out;
}

export interface Figures {
  cvs: number;
  fields: Record<string, { precision: number; recall: number }>;
  overall: { precision: number; recall: number };
}

export function figures(results: CvResult[]): Figures {
  const total: Record<string, Counts> = {};
  for (const r of results)
    for (const [f, c] of Object.entries(r.counts)) add(total, f as Field, c.tp, c.predicted, c.expected);
  const pr = (c: Counts) => ({
    precision: c.predicted ? c.tp / c.predicted : 1,
    recall: c.expected ? c.tp / c.expected : 1,
  });
  const all = Object.values(total).reduce(
    (a, c) => ({ tp: a.tp + c.tp, predicted: a.predicted + c.predicted, expected: a.expected + c.expected }),
    { tp: 0, predicted: 0, expected: 0 },
  );
  return {
    cvs: results.length,
    fields: Object.fromEntries(FIELDS.map((f) => [f, pr(total[f] ?? { tp: 0, predicted: 0, expected: 0 })])),
    overall: pr(all),
  };
}
