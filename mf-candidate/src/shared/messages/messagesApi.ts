import type { ApiResponse, FileInfo, MessageThread, UnreadCounts } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

const threadTag = (id: string) => ({ type: 'Application' as const, id: `THREAD-${id}` });
const UNREAD = { type: 'Application' as const, id: 'MESSAGES-UNREAD' };

/** Messages per application, the candidate's side (issue 43): the thread, sending, read marker, unread counts. */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateThread: build.query<MessageThread, string>({
      query: (applicationId) => `/candidate/applications/${encodeURIComponent(applicationId)}/messages`,
      transformResponse: (r: ApiResponse<MessageThread>) => r.data,
      providesTags: (_r, _e, id) => [threadTag(id)],
    }),
    sendCandidateMessage: build.mutation<
      { id: string },
      { applicationId: string; body: string; attachmentFileId?: string | null }
    >({
      query: ({ applicationId, body, attachmentFileId }) => ({
        url: `/candidate/applications/${encodeURIComponent(applicationId)}/messages`,
        method: 'POST',
        body: { body, ...(attachmentFileId ? { attachment_file_id: attachmentFileId } : {}) },
      }),
      transformResponse: (r: ApiResponse<{ id: string }>) => r.data,
      invalidatesTags: (_r, _e, { applicationId }) => [threadTag(applicationId)],
    }),
    uploadCandidateAttachment: build.mutation<FileInfo, { applicationId: string; file: File }>({
      query: ({ applicationId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return {
          url: `/candidate/applications/${encodeURIComponent(applicationId)}/messages/attachments`,
          method: 'POST',
          body,
        };
      },
      transformResponse: (r: ApiResponse<FileInfo>) => r.data,
    }),
    markCandidateThreadRead: build.mutation<void, string>({
      query: (applicationId) => ({
        url: `/candidate/applications/${encodeURIComponent(applicationId)}/messages/read`,
        method: 'POST',
      }),
      invalidatesTags: [UNREAD],
    }),
    candidateUnread: build.query<UnreadCounts, void>({
      query: () => '/candidate/messages/unread',
      transformResponse: (r: ApiResponse<UnreadCounts>) => r.data,
      providesTags: [UNREAD],
    }),
  }),
});

export const {
  useCandidateThreadQuery,
  useSendCandidateMessageMutation,
  useUploadCandidateAttachmentMutation,
  useMarkCandidateThreadReadMutation,
  useCandidateUnreadQuery,
} = messagesApi;
