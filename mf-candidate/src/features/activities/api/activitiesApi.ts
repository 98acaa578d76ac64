import type {
  ActivityEvent,
  ApiResponse,
  ApplicationStatus,
  CandidateApplication,
  JobCard,
  Page,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export const ACTIVITY_PAGE_SIZE = 20;

export const activitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateApplications: build.query<
      Page<CandidateApplication>,
      { status?: ApplicationStatus; offset: number }
    >({
      query: ({ status, offset }) => ({
        url: '/candidate/applications',
        params: { ...(status ? { status } : {}), offset, limit: ACTIVITY_PAGE_SIZE },
      }),
      transformResponse: (r: ApiResponse<Page<CandidateApplication>>) => r.data,
      providesTags: ['Application'],
    }),
    candidateFavourites: build.query<Page<JobCard>, { offset: number }>({
      query: ({ offset }) => ({
        url: '/candidate/favourites',
        params: { offset, limit: ACTIVITY_PAGE_SIZE },
      }),
      transformResponse: (r: ApiResponse<Page<JobCard>>) => r.data,
      providesTags: (result) => [
        'Favourite',
        ...(result?.items ?? []).map((j) => ({ type: 'Job' as const, id: j.id })),
      ],
    }),
    candidateActivities: build.query<Page<ActivityEvent>, { type?: string; offset: number }>({
      query: ({ type, offset }) => ({
        url: '/candidate/activities',
        params: { ...(type ? { type } : {}), offset, limit: ACTIVITY_PAGE_SIZE },
      }),
      transformResponse: (r: ApiResponse<Page<ActivityEvent>>) => r.data,
      providesTags: ['CandidateActivity'],
    }),
    candidateRecentlyViewed: build.query<JobCard[], void>({
      query: () => '/candidate/recently-viewed',
      transformResponse: (r: ApiResponse<JobCard[]>) => r.data,
      providesTags: (result) => [
        'CandidateActivity',
        ...(result ?? []).map((j) => ({ type: 'Job' as const, id: j.id })),
      ],
    }),
  }),
});

export const {
  useCandidateApplicationsQuery,
  useCandidateFavouritesQuery,
  useCandidateActivitiesQuery,
  useCandidateRecentlyViewedQuery,
} = activitiesApi;
