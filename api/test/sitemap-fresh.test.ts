/**
 * The sitemap's files are cached for crawlers, but never past a change of what they list: a job taken off the site
 * and a blog post whose scheduled time came show at the next ask, with the 10-minute cache on.
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { blogPost, job } from '../src/db/schema';
import { forEachDriver } from './helpers/app';
import { insertBlogPost, insertCompany, insertPublishedJob } from './helpers/fixtures';

forEachDriver('sitemap freshness', (ctx) => {
  it('drops a closed job and adds a scheduled post at its time, through the cache', async () => {
    const app = await buildApp({ db: ctx.db, cacheTtlMs: 60_000, logger: false });
    const get = async (file: string) =>
      (await app.inject({ method: 'GET', url: `/api/sitemaps/${file}` })).body;
    try {
      const companyId = await insertCompany(ctx.db, 'Sitemap Co');
      const jobId = await insertPublishedJob(ctx.db, companyId);
      expect(await get('jobs-1.xml')).toContain(jobId);
      await ctx.db.update(job).set({ status: 'closed' }).where(eq(job.id, jobId));
      expect(await get('jobs-1.xml')).not.toContain(jobId);

      await insertBlogPost(ctx.db, 'scheduled-sitemap-post');
      await ctx.db
        .update(blogPost)
        .set({ publishedAt: sql`now() + interval '1500 milliseconds'` })
        .where(eq(blogPost.slug, 'scheduled-sitemap-post'));
      expect(await get('blog-1.xml')).not.toContain('scheduled-sitemap-post');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await get('blog-1.xml')).toContain('scheduled-sitemap-post');
      await ctx.db
        .update(blogPost)
        .set({ unpublishedAt: new Date() })
        .where(eq(blogPost.slug, 'scheduled-sitemap-post'));
      expect(await get('blog-1.xml')).not.toContain('scheduled-sitemap-post');
    } finally {
      await app.close();
    }
  });
});
