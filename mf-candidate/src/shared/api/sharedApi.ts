// Endpoints several candidate features use: lookups, home data, the profile and the favourite toggle.
// Endpoint names carry the `candidate` prefix: the base api is shared by every remote (one cache, one namespace).
import type { ApiResponse, CandidateProfile, HomeData, JobCard, Lookups } from '@jobportal/contracts';
import { baseApi, type RootState } from 'mf_shared_ui/platform';

/** Writes is_favourite into every cached query that holds the job (search pages, detail, similar, home). */
function patchFavourite(data: unknown, jobId: string, value: boolean): void {
  const patchCard = (card: unknown) => {
    const c = card as JobCard | undefined;
    if (c && typeof c === 'object' && c.id === jobId && 'is_favourite' in c) c.is_favourite = value;
  };
  if (!data || typeof data !== 'object') return;
  if (Array.isArray(data)) {
    data.forEach((entry) => {
      patchCard(entry);
      if (entry && typeof entry === 'object' && 'job' in entry) patchCard((entry as { job: unknown }).job);
    });
    return;
  }
  const record = data as Record<string, unknown>;
  patchCard(record);
  for (const key of ['items', 'featured_jobs', 'latest_jobs', 'recommended_jobs']) {
    if (Array.isArray(record[key])) patchFavourite(record[key], jobId, value);
  }
}

export const sharedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateLookups: build.query<Lookups, void>({
      query: () => '/lookups',
      transformResponse: (r: ApiResponse<Lookups>) => r.data,
      providesTags: ['Lookups'],
      keepUnusedDataFor: 3600,
    }),
    candidateHome: build.query<HomeData, void>({
      query: () => '/home',
      transformResponse: (r: ApiResponse<HomeData>) => r.data,
      providesTags: (result) => [
        'Home',
        ...(result?.featured_jobs ?? []).map((j) => ({ type: 'Job' as const, id: j.id })),
      ],
      keepUnusedDataFor: 300,
    }),
    candidateProfile: build.query<CandidateProfile, void>({
      query: () => '/candidate/getProfile',
      transformResponse: (r: ApiResponse<CandidateProfile[]>) => r.data[0],
      providesTags: ['CandidateProfile'],
    }),
    candidateSetFavourite: build.mutation<
      { job_id: string; is_favourite: boolean },
      { jobId: string; favourite: boolean }
    >({
      query: ({ jobId, favourite }) =>
        favourite
          ? { url: `/candidate/job/favJob/${encodeURIComponent(jobId)}`, method: 'POST' }
          : { url: `/candidate/job/deleteFavJob/${encodeURIComponent(jobId)}`, method: 'DELETE' },
      transformResponse: (r: ApiResponse<{ job_id: string; is_favourite: boolean }>) => r.data,
      invalidatesTags: ['Favourite', 'Overview', 'CandidateActivity'],
      async onQueryStarted({ jobId, favourite }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        const entries = baseApi.util.selectInvalidatedBy(getState() as RootState, [
          { type: 'Job', id: jobId },
        ]);
        for (const { endpointName, originalArgs } of entries) {
          dispatch(
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            (baseApi.util.updateQueryData as any)(endpointName, originalArgs, (draft: unknown) =>
              patchFavourite(draft, jobId, favourite),
            ),
          );
        }
      },
    }),
  }),
});

export const {
  useCandidateLookupsQuery,
  useCandidateHomeQuery,
  useCandidateProfileQuery,
  useCandidateSetFavouriteMutation,
} = sharedApi;
