import type { ApiResponse, MessageTemplate } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** The company's message templates: the templates page edits them, the pipeline's bulk message sends them. */
export const templatesListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyTemplates: build.query<MessageTemplate[], void>({
      query: () => '/corporate/templates',
      transformResponse: (r: ApiResponse<MessageTemplate[]>) => r.data,
      providesTags: (result) => [
        { type: 'MessageTemplate' as const, id: 'LIST' },
        ...(result ?? []).map((t) => ({ type: 'MessageTemplate' as const, id: t.id })),
      ],
    }),
  }),
});

export const { useCompanyTemplatesQuery } = templatesListApi;
