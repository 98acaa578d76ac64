import type { ApiResponse, FileInfo, MessageThread, UnreadCounts } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

const threadTag = (id: string) => ({ type: 'CorporateApplication' as const, id: `THREAD-${id}` });
const UNREAD = { type: 'CorporateApplication' as const, id: 'MESSAGES-UNREAD' };

/** Messages per application, employer side (issue 43): the thread, sending, read markers, unread counts. */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyThread: build.query<MessageThread, string>({
      query: (applicationId) => `/corporate/applications/${encodeURIComponent(applicationId)}/messages`,
      transformResponse: (r: ApiResponse<MessageThread>) => r.data,
      providesTags: (_r, _e, id) => [threadTag(id)],
    }),
    sendCompanyMessage: build.mutation<
      { id: string },
      { applicationId: string; body: string; attachmentFileId?: string | null }
    >({
      query: ({ applicationId, body, attachmentFileId }) => ({
        url: `/corporate/applications/${encodeURIComponent(applicationId)}/messages`,
        method: 'POST',
        body: { body, ...(attachmentFileId ? { attachment_file_id: attachmentFileId } : {}) },
      }),
      transformResponse: (r: ApiResponse<{ id: string }>) => r.data,
      invalidatesTags: (_r, _e, { applicationId }) => [threadTag(applicationId)],
    }),
    uploadCompanyAttachment: build.mutation<FileInfo, { applicationId: string; file: File }>({
      query: ({ applicationId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return {
          url: `/corporate/applications/${encodeURIComponent(applicationId)}/messages/attachments`,
          method: 'POST',
          body,
        };
      },
      transformResponse: (r: ApiResponse<FileInfo>) => r.data,
    }),
    markCompanyThreadRead: build.mutation<void, string>({
      query: (applicationId) => ({
        url: `/corporate/applications/${encodeURIComponent(applicationId)}/messages/read`,
        method: 'POST',
      }),
      invalidatesTags: [UNREAD],
    }),
    companyUnread: build.query<UnreadCounts, { jobId?: string }>({
      query: ({ jobId }) => ({ url: '/corporate/messages/unread', params: jobId ? { job_id: jobId } : {} }),
      transformResponse: (r: ApiResponse<UnreadCounts>) => r.data,
      providesTags: [UNREAD],
    }),
  }),
});

export const {
  useCompanyThreadQuery,
  useSendCompanyMessageMutation,
  useUploadCompanyAttachmentMutation,
  useMarkCompanyThreadReadMutation,
  useCompanyUnreadQuery,
} = messagesApi;
