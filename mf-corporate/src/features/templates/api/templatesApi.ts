import type { ApiResponse, MessageTemplate, MessageTemplateInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Writing the company's templates (the list is shared/api/templatesApi: the pipeline reads it too). */
export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createTemplate: build.mutation<MessageTemplate, MessageTemplateInput>({
      query: (body) => ({ url: '/corporate/templates', method: 'POST', body }),
      transformResponse: (r: ApiResponse<MessageTemplate>) => r.data,
      invalidatesTags: [{ type: 'MessageTemplate', id: 'LIST' }],
    }),
    updateTemplate: build.mutation<MessageTemplate, { id: string; input: MessageTemplateInput }>({
      query: ({ id, input }) => ({
        url: `/corporate/templates/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: input,
      }),
      transformResponse: (r: ApiResponse<MessageTemplate>) => r.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'MessageTemplate', id }],
    }),
    deleteTemplate: build.mutation<void, string>({
      query: (id) => ({ url: `/corporate/templates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'MessageTemplate', id: 'LIST' }],
    }),
  }),
});

export const { useCreateTemplateMutation, useUpdateTemplateMutation, useDeleteTemplateMutation } =
  templatesApi;
