import type { BlogPost, BlogPostSummary, Page } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { blogListQuery, type BlogListArgs } from '../utils/paging';

/** GET /api/blog?offset&limit&tag and GET /api/blog/:slug. */
export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<Page<BlogPostSummary>, BlogListArgs>({
      query: (args) => `/blog?${blogListQuery(args)}`,
      transformResponse: (response: { data: Page<BlogPostSummary> }) => response.data,
      providesTags: ['Blog'],
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `/blog/${encodeURIComponent(slug)}`,
      transformResponse: (response: { data: BlogPost }) => response.data,
      providesTags: (_r, _e, slug) => [{ type: 'Blog', id: slug }],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
