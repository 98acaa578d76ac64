import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import { baseApi } from './baseApi';
import type { PrerenderedData } from './prerenderedData';
import { createAppStore, type AppDispatch, type RootState } from './store';

interface PrerenderedQuery {
  endpointName?: string;
  originalArgs?: unknown;
}

/** An endpoint as this module uses it (the injected endpoints are not in baseApi's static type). */
interface RefreshableEndpoint {
  initiate: (
    args: unknown,
    options: { subscribe: false; forceRefetch: true },
  ) => (dispatch: AppDispatch) => PromiseLike<{ data?: unknown; isError?: boolean }>;
  select: (args: unknown) => (state: RootState) => { data?: unknown };
}

/**
 * Fetches again what a prerendered page was rendered with (it may be a minute old; the browser's read of a job is
 * also what counts its view) and puts into the store only what changed. The reads go through a store no component
 * reads: refetching in the page's own store flips every query to "fetching" and back, and each flip re-rendered the
 * whole page synchronously (react-redux) right after it had hydrated, for data that is almost always the same. A
 * read that fails leaves what the page shows.
 */
export function refreshPrerenderedData(data: PrerenderedData) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const reader = createAppStore();
    const endpoints = baseApi.endpoints as unknown as Record<string, RefreshableEndpoint | undefined>;
    await Promise.all(
      Object.values(data.queries).map(async (query) => {
        const { endpointName, originalArgs } = (query ?? {}) as PrerenderedQuery;
        const endpoint = endpointName ? endpoints[endpointName] : undefined;
        if (!endpoint) return;
        const read = await reader.dispatch(
          endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }),
        );
        if (read.isError || read.data === undefined) return;
        const shown = endpoint.select(originalArgs)(getState()).data;
        if (copyWithStructuralSharing(shown, read.data) === shown) return;
        await dispatch(
          baseApi.util.upsertQueryData(endpointName as never, originalArgs as never, read.data as never),
        );
      }),
    );
    reader.dispatch(baseApi.util.resetApiState());
  };
}
