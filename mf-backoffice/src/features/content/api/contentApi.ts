import type {
  BackofficePost,
  BackofficePostInput,
  BackofficePostQuery,
  BackofficePostSummary,
  Page,
  PostUnpublishInput,
  UploadedImage,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

const TAG = areaTag('content');
// A published change shows on the public blog too.
const CHANGED = [TAG, areaTag('audit'), 'Blog' as const];
const postPath = (id: string) => `/backoffice/posts/${encodeURIComponent(id)}`;

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    backofficePosts: build.query<Page<BackofficePostSummary>, BackofficePostQuery>({
      query: (q) => ({ url: '/backoffice/posts', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<BackofficePostSummary>>,
      providesTags: [TAG],
    }),
    backofficePost: build.query<BackofficePost, string>({
      query: postPath,
      extraOptions: STAFF,
      transformResponse: unwrap<BackofficePost>,
      providesTags: [TAG],
    }),
    createPost: build.mutation<BackofficePost, BackofficePostInput>({
      query: (body) => ({ url: '/backoffice/posts', method: 'POST', body }),
      extraOptions: STAFF,
      transformResponse: unwrap<BackofficePost>,
      invalidatesTags: CHANGED,
    }),
    updatePost: build.mutation<BackofficePost, { id: string; body: BackofficePostInput }>({
      query: ({ id, body }) => ({ url: postPath(id), method: 'PUT', body }),
      extraOptions: STAFF,
      transformResponse: unwrap<BackofficePost>,
      invalidatesTags: CHANGED,
    }),
    unpublishPost: build.mutation<BackofficePost, PostUnpublishInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${postPath(id)}/unpublish`, method: 'POST', body }),
      extraOptions: STAFF,
      transformResponse: unwrap<BackofficePost>,
      invalidatesTags: CHANGED,
    }),
    republishPost: build.mutation<BackofficePost, string>({
      query: (id) => ({ url: `${postPath(id)}/republish`, method: 'POST' }),
      extraOptions: STAFF,
      transformResponse: unwrap<BackofficePost>,
      invalidatesTags: CHANGED,
    }),
    uploadPostImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/backoffice/files', method: 'POST', body };
      },
      extraOptions: STAFF,
      transformResponse: unwrap<UploadedImage>,
    }),
  }),
});

export const {
  useBackofficePostsQuery,
  useBackofficePostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useUnpublishPostMutation,
  useRepublishPostMutation,
  useUploadPostImageMutation,
} = contentApi;
