import type { ContactInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** POST /api/contact -> 201 { data: { id } }; 400 VALIDATION_ERROR with fields; 429 RATE_LIMITED. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ id: string }, ContactInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      transformResponse: (response: { data: { id: string } }) => response.data,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
