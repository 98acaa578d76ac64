import type { ApiResponse, JobSearchFilter, Page } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export type Frequency = 'instant' | 'daily' | 'weekly';
export const FREQUENCIES: Frequency[] = ['instant', 'daily', 'weekly'];

export interface SavedSearch {
  id: string;
  name: string;
  filter: JobSearchFilter;
  frequency: Frequency;
  paused: boolean;
  locale: 'th' | 'en';
  created_at: string;
}

export interface AppNotification {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

/** The e-mail preferences (GET/PUT /candidate/notification-preferences); digests need the marketing consent. */
export interface EmailPreferencesView {
  locale: 'th' | 'en';
  email_off: string[];
  marketing_consent: boolean | null;
}

/** Tells the shell's bell to ask for the unread count again (it listens for this window event). */
export const announceNotificationsChanged = () =>
  window.dispatchEvent(new Event('jobportal:notifications-changed'));

export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedSearches: build.query<SavedSearch[], void>({
      query: () => '/candidate/saved-searches',
      transformResponse: (r: ApiResponse<SavedSearch[]>) => r.data,
      providesTags: ['SavedSearch'],
    }),
    createSavedSearch: build.mutation<
      SavedSearch,
      { name: string; filter: JobSearchFilter; frequency: Frequency }
    >({
      query: (body) => ({ url: '/candidate/saved-searches', method: 'POST', body }),
      transformResponse: (r: ApiResponse<SavedSearch>) => r.data,
      invalidatesTags: ['SavedSearch'],
    }),
    updateSavedSearch: build.mutation<
      SavedSearch,
      { id: string; name?: string; frequency?: Frequency; paused?: boolean }
    >({
      query: ({ id, ...body }) => ({ url: `/candidate/saved-searches/${id}`, method: 'PATCH', body }),
      transformResponse: (r: ApiResponse<SavedSearch>) => r.data,
      invalidatesTags: ['SavedSearch'],
    }),
    deleteSavedSearch: build.mutation<void, string>({
      query: (id) => ({ url: `/candidate/saved-searches/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SavedSearch'],
    }),
    candidateNotifications: build.query<Page<AppNotification>, { offset: number }>({
      query: ({ offset }) => ({ url: '/candidate/notifications', params: { offset, limit: 20 } }),
      transformResponse: (r: ApiResponse<Page<AppNotification>>) => r.data,
      providesTags: ['Notification'],
    }),
    markCandidateNotificationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/candidate/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Notification'],
      onQueryStarted: async (_id, { queryFulfilled }) => {
        await queryFulfilled.then(announceNotificationsChanged, () => undefined);
      },
    }),
    markAllCandidateNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/candidate/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notification'],
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        await queryFulfilled.then(announceNotificationsChanged, () => undefined);
      },
    }),
    candidateEmailPreferences: build.query<EmailPreferencesView, void>({
      query: () => '/candidate/notification-preferences',
      transformResponse: (r: ApiResponse<EmailPreferencesView>) => r.data,
      keepUnusedDataFor: 0,
    }),
    setCandidateEmailPreferences: build.mutation<
      EmailPreferencesView,
      Pick<EmailPreferencesView, 'locale' | 'email_off'>
    >({
      query: ({ locale, email_off }) => ({
        url: '/candidate/notification-preferences',
        method: 'PUT',
        body: { locale, email_off },
      }),
      transformResponse: (r: ApiResponse<EmailPreferencesView>) => r.data,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(alertsApi.util.upsertQueryData('candidateEmailPreferences', undefined, data));
      },
    }),
  }),
});

export const {
  useSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useCandidateNotificationsQuery,
  useMarkCandidateNotificationReadMutation,
  useMarkAllCandidateNotificationsReadMutation,
  useCandidateEmailPreferencesQuery,
  useSetCandidateEmailPreferencesMutation,
} = alertsApi;
