import { createAction } from '@reduxjs/toolkit';

type ProvidedTags = Record<string, Record<string, string[]>>;

/**
 * The data a prerendered public page was rendered with, in RTK Query's rehydration shape: the api's fulfilled
 * queries and the tags they provide. It is what a guest saw (no session, no mutations, no subscriptions).
 */
export interface PrerenderedData {
  queries: Record<string, unknown>;
  mutations: Record<string, never>;
  provided: { tags: ProvidedTags; keys: Record<string, unknown> };
}

interface ApiState {
  queries: Record<string, { status?: string } | undefined>;
  provided: { tags?: ProvidedTags; keys?: Record<string, unknown> };
}

/** Fills the api's cache with a prerendered page's data before the live page renders (baseApi rehydration). */
export const hydratePrerenderedData = createAction<PrerenderedData>('platform/hydratePrerenderedData');

export function dehydrateQueries(api: ApiState): PrerenderedData {
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(([, query]) => query?.status === 'fulfilled'),
  );
  const kept = (key: string) => key in queries;
  const tags: ProvidedTags = {};
  for (const [type, ids] of Object.entries(api.provided.tags ?? {})) {
    for (const [id, keys] of Object.entries(ids)) {
      const own = keys.filter(kept);
      if (own.length) (tags[type] ??= {})[id] = own;
    }
  }
  const keys = Object.fromEntries(Object.entries(api.provided.keys ?? {}).filter(([key]) => kept(key)));
  return { queries, mutations: {}, provided: { tags, keys } };
}
