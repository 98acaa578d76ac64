import type { JobMatch, MatchHint, SkillSuggestion } from '@jobportal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { application, candidate } from '../../db/schema';
import { jobCardsByIds, openJobWhere } from '../jobs/cards';
import { matchHints } from './hints';
import { explainDoc, matchContext, prepareProfile } from './matcher';
import { EMPTY_PROFILE, matchProfileOfRow } from './profile';
import { applyProvider, type ExplanationProvider } from './provider';
import { rankJobs, type MatchFilter } from './rank';
import { matchIndexStore } from './store';
import { suggestSkills } from './suggest';
import type { MatchProfile } from './types';

async function loadProfile(db: Db, uid: string): Promise<MatchProfile> {
  const [row] = await db.select().from(candidate).where(eq(candidate.uid, uid));
  return row ? matchProfileOfRow(row) : EMPTY_PROFILE;
}

/** GET /candidate/ai/matches: the best open jobs for the caller's profile (already applied jobs left out). */
export async function candidateMatches(
  db: Db,
  uid: string,
  filter: MatchFilter,
  limit: number,
  provider: ExplanationProvider,
): Promise<{ data: JobMatch[]; hints: MatchHint[] }> {
  const [profile, index, applied] = await Promise.all([
    loadProfile(db, uid),
    matchIndexStore(db).get(),
    db
      .select({ jobId: application.jobId })
      .from(application)
      .where(and(eq(application.candidateUid, uid), ne(application.status, 'withdrawn'))),
  ]);
  const ctx = matchContext(index);
  const prepared = prepareProfile(ctx, profile);
  const ranked = rankJobs(ctx, prepared, { limit, filter, exclude: new Set(applied.map((a) => a.jobId)) });
  const cards = await jobCardsByIds(
    db,
    ranked.map((r) => index.ids[r.doc]),
    uid,
    openJobWhere,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  const matches: JobMatch[] = [];
  for (const r of ranked) {
    const card = byId.get(index.ids[r.doc]);
    if (card) matches.push({ job: card, match: explainDoc(ctx, prepared, r.doc) });
  }
  const data = await applyProvider(provider, matches, (m) => m.job.title, 'candidate');
  return { data, hints: matchHints(profile, data) };
}

/** GET /candidate/ai/skill-suggestions */
export async function candidateSkillSuggestions(
  db: Db,
  uid: string,
  targetRole: string | undefined,
): Promise<SkillSuggestion[]> {
  const [profile, index] = await Promise.all([loadProfile(db, uid), matchIndexStore(db).get()]);
  return suggestSkills(
    matchContext(index),
    profile.skills.map((s) => s.slug),
    { targetRole },
  );
}
