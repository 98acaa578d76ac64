import { createRenderedPages } from '../src/render/renderedPages';

const JOB = '0b9e7a44-7b0e-4d5a-9d42-2f1f1b8a9c01';
const OTHER_JOB = '5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const page = (body: string, data = '') => ({ body, styles: '', data });
const request = (url: string, locale: 'th' | 'en' = 'th', mobile = true) => ({ url, locale, mobile });

describe('pages rendered on the server, kept for the next visitor', () => {
  it('keeps a page per URL, locale and device', () => {
    const pages = createRenderedPages();
    pages.set(request('/blog'), page('th phone'));
    expect(pages.get(request('/blog'))?.body).toBe('th phone');
    expect(pages.get(request('/blog', 'en'))).toBeNull();
    expect(pages.get(request('/blog', 'th', false))).toBeNull();
    expect(pages.get(request('/blog?page=2'))).toBeNull();
  });

  it('keeps one page for the query parameters its route reads: a cache buster or a tracker is the same page', () => {
    const pages = createRenderedPages();
    pages.set(request('/candidate/jobs?main_input=react&orderBy=latest'), page('react, latest'));
    pages.set(request(`/candidate/jobs/${JOB}`), page('job'));
    pages.set(request('/blog?tag=career'), page('career posts'));
    for (const url of [
      '/candidate/jobs?main_input=react&orderBy=latest&cb=5d1e9f',
      '/candidate/jobs?orderBy=latest&utm_source=line&main_input=react&tag=',
    ])
      expect(pages.get(request(url))?.body).toBe('react, latest');
    expect(pages.get(request(`/candidate/jobs/${JOB}?cb=123&fbclid=x`))?.body).toBe('job');
    expect(pages.get(request('/blog?tag=career&utm_campaign=weekly'))?.body).toBe('career posts');
    // the page's own parameters still name another page
    expect(pages.get(request('/candidate/jobs?main_input=react&orderBy=salary'))).toBeNull();
    expect(pages.get(request('/blog?tag=career&page=2'))).toBeNull();
    expect(pages.size()).toBe(3);
  });

  it('renders a page again once it is older than the bound', () => {
    let now = 0;
    const pages = createRenderedPages({ maxAgeMs: 1_000, now: () => now });
    pages.set(request('/blog'), page('old'));
    now = 999;
    expect(pages.get(request('/blog'))).not.toBeNull();
    now = 1_001;
    expect(pages.get(request('/blog'))).toBeNull();
    expect(pages.size()).toBe(0);
  });

  it('drops the least recently used pages beyond its size', () => {
    const pages = createRenderedPages({ maxBytes: 400 });
    pages.set(request('/a'), page('a'.repeat(100)));
    pages.set(request('/b'), page('b'.repeat(100)));
    pages.set(request('/c'), page('c'.repeat(100)));
    expect(pages.get(request('/a'))).not.toBeNull(); // /a used again: /b is now the oldest
    pages.set(request('/d'), page('d'.repeat(100)));
    pages.set(request('/e'), page('e'.repeat(100)));
    expect(pages.get(request('/b'))).toBeNull();
    expect(pages.get(request('/a'))).not.toBeNull();
    expect(pages.bytes()).toBeLessThanOrEqual(400);
  });

  it('after a job write: drops that job’s page and every page listing jobs, keeps the others', () => {
    const pages = createRenderedPages();
    pages.set(request(`/candidate/jobs/${JOB}`), page('job', `{"${JOB}":1}`));
    pages.set(request(`/candidate/jobs/${OTHER_JOB}`), page('other job', `{"${OTHER_JOB}":1}`));
    pages.set(request('/candidate/jobs?main_input=react'), page('search', `{"${OTHER_JOB}":1}`));
    pages.set(request('/privacy-policy'), page('policy'));
    pages.forgetJobs([JOB.toUpperCase()]);
    expect(pages.get(request(`/candidate/jobs/${JOB}`))).toBeNull();
    expect(pages.get(request('/candidate/jobs?main_input=react'))).toBeNull();
    expect(pages.get(request(`/candidate/jobs/${OTHER_JOB}`))?.body).toBe('other job');
    expect(pages.get(request('/privacy-policy'))?.body).toBe('policy');
  });

  it('after a blog change: drops the post’s pages (every locale and device), the pages listing posts and those naming it', () => {
    const pages = createRenderedPages();
    const post = (slug: string) => page(slug, JSON.stringify({ post: { slug } }));
    pages.set(request('/blog/my-post'), post('my-post'));
    pages.set(request('/blog/my-post', 'en', false), post('my-post'));
    // ?lang=en: the gateway renders in English (the locale, not the query, tells the pages apart)
    pages.set(request('/blog/my-post?lang=en', 'en'), post('my-post'));
    pages.set(request('/blog'), page('list', '{"items":[]}'));
    pages.set(request('/blog/'), page('list', '{"items":[]}'));
    pages.set(request('/blog?tag=career&page=2', 'en'), page('tag list'));
    pages.set(request('/'), page('home'));
    pages.set(request('/?lang=en', 'en', false), page('home'));
    // another post's page showing it as related; one that does not
    pages.set(request('/blog/other'), page('other', '{"slug":"other","related":[{"slug":"my-post"}]}'));
    pages.set(request('/blog/unrelated'), page('unrelated', '{"slug":"unrelated","related":[]}'));
    pages.set(request('/blog/my-post-2'), post('my-post-2'));
    pages.set(request('/privacy-policy'), page('policy'));
    pages.set(request(`/candidate/jobs/${JOB}`), page('job', `{"${JOB}":1}`));

    pages.forgetBlog([]);
    expect(pages.size()).toBe(13);
    pages.forgetBlog(['my-post']);
    expect(pages.get(request('/blog/unrelated'))?.body).toBe('unrelated');
    expect(pages.get(request('/blog/my-post-2'))?.body).toBe('my-post-2');
    expect(pages.get(request('/privacy-policy'))?.body).toBe('policy');
    expect(pages.get(request(`/candidate/jobs/${JOB}`))?.body).toBe('job');
    expect(pages.size()).toBe(4);
  });

  it('names a post page by its percent-decoded slug', () => {
    const pages = createRenderedPages();
    pages.set(request('/blog/%E0%B8%81-post'), page('thai'));
    pages.set(request('/blog/%E0%B8'), page('broken'));
    pages.forgetBlog(['ก-post']);
    expect(pages.get(request('/blog/%E0%B8%81-post'))).toBeNull();
    expect(pages.get(request('/blog/%E0%B8'))?.body).toBe('broken');
  });
});
