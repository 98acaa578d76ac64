import { blogListHref, blogListQuery, pageCount, readBlogListParams, toApiArgs } from './paging';

const read = (qs: string) => readBlogListParams(new URLSearchParams(qs));

describe('blog paging URL mapping', () => {
  it('maps ?page and ?tag to offset/limit/tag of GET /api/blog', () => {
    expect(toApiArgs(read(''))).toEqual({ offset: 0, limit: 9 });
    expect(toApiArgs(read('page=3'))).toEqual({ offset: 18, limit: 9 });
    expect(toApiArgs(read('page=2&tag=react'))).toEqual({ offset: 9, limit: 9, tag: 'react' });
    expect(blogListQuery(toApiArgs(read('page=2&tag=react')))).toBe('offset=9&limit=9&tag=react');
  });

  it('treats a missing or invalid page as page 1', () => {
    for (const qs of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=']) expect(read(qs).page).toBe(1);
    expect(read('page=99999').page).toBe(1000);
    expect(read('tag=%20%20')).toEqual({ page: 1 });
  });

  it('builds the list URLs back (page 1 omitted, tag kept)', () => {
    expect(blogListHref({ page: 1 })).toBe('/blog');
    expect(blogListHref({ page: 2 })).toBe('/blog?page=2');
    expect(blogListHref({ page: 3, tag: 'career tips' })).toBe('/blog?tag=career+tips&page=3');
    expect(read(blogListHref({ page: 3, tag: 'career tips' }).split('?')[1])).toEqual({
      page: 3,
      tag: 'career tips',
    });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
  });
});
