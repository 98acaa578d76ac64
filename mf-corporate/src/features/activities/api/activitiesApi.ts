import type { ActivityEvent, ApiResponse, Page } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export const activitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    corporateActivities: build.query<Page<ActivityEvent>, { type?: string; offset: number; limit: number }>({
      query: ({ type, offset, limit }) => ({
        url: '/corporate/activities',
        params: { ...(type ? { type } : {}), offset, limit },
      }),
      transformResponse: (r: ApiResponse<Page<ActivityEvent>>) => r.data,
      providesTags: ['CorporateActivity'],
    }),
  }),
});

export const { useCorporateActivitiesQuery } = activitiesApi;
