import type { ApiResponse, Page } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export interface CorporateNotification {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

/** The e-mail preferences (GET/PUT /corporate/notification-preferences). */
export interface CorporateEmailPreferences {
  locale: 'th' | 'en';
  email_off: string[];
}

/** Tells the shell's bell to ask for the unread count again (it listens for this window event). */
const announce = () => window.dispatchEvent(new Event('jobportal:notifications-changed'));

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    corporateNotifications: build.query<Page<CorporateNotification>, { offset: number }>({
      query: ({ offset }) => ({ url: '/corporate/notifications', params: { offset, limit: 20 } }),
      transformResponse: (r: ApiResponse<Page<CorporateNotification>>) => r.data,
      providesTags: ['Notification'],
    }),
    markCorporateNotificationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/corporate/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Notification'],
      onQueryStarted: async (_id, { queryFulfilled }) => {
        await queryFulfilled.then(announce, () => undefined);
      },
    }),
    markAllCorporateNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/corporate/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notification'],
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        await queryFulfilled.then(announce, () => undefined);
      },
    }),
    corporateEmailPreferences: build.query<CorporateEmailPreferences, void>({
      query: () => '/corporate/notification-preferences',
      transformResponse: (r: ApiResponse<CorporateEmailPreferences>) => r.data,
      keepUnusedDataFor: 0,
    }),
    setCorporateEmailPreferences: build.mutation<CorporateEmailPreferences, CorporateEmailPreferences>({
      query: ({ locale, email_off }) => ({
        url: '/corporate/notification-preferences',
        method: 'PUT',
        body: { locale, email_off },
      }),
      transformResponse: (r: ApiResponse<CorporateEmailPreferences>) => r.data,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          void dispatch(notificationsApi.util.upsertQueryData('corporateEmailPreferences', undefined, data));
      },
    }),
  }),
});

export const {
  useCorporateNotificationsQuery,
  useMarkCorporateNotificationReadMutation,
  useMarkAllCorporateNotificationsReadMutation,
  useCorporateEmailPreferencesQuery,
  useSetCorporateEmailPreferencesMutation,
} = notificationsApi;
