import { pageQueryUrl } from './pageQuery';

describe('pageQueryUrl: the URL a server render is made and kept for', () => {
  it('keeps only the parameters the page reads, sorted, without empty values', () => {
    expect(pageQueryUrl('/candidate/jobs?utm_source=line&orderBy=latest&cb=8f3a&main_input=react&tag=')).toBe(
      '/candidate/jobs?main_input=react&orderBy=latest',
    );
    expect(pageQueryUrl('/candidate/jobs?main_input=react&orderBy=latest')).toBe(
      pageQueryUrl('/candidate/jobs?orderBy=latest&main_input=react&fbclid=abc'),
    );
  });

  it('keeps repeated filters in their order and decodes nothing away', () => {
    expect(
      pageQueryUrl('/candidate/jobs?location=10&cb=1&location=2&main_input=%E0%B8%99%E0%B8%B1%E0%B8%81'),
    ).toBe('/candidate/jobs?location=10&location=2&main_input=%E0%B8%99%E0%B8%B1%E0%B8%81');
  });

  it('a page that reads no parameter is its path; the blog reads its page and tag', () => {
    const job = '/candidate/jobs/0b6c3d0e-5f7a-4c1e-9a55-2a3c1d7e9f10';
    expect(pageQueryUrl(`${job}?cb=123&utm_campaign=x`)).toBe(job);
    expect(pageQueryUrl('/?cb=1')).toBe('/');
    expect(pageQueryUrl('/blog?utm_medium=social&tag=career&page=2')).toBe('/blog?page=2&tag=career');
    expect(pageQueryUrl('/no-such-page?x=1')).toBe('/no-such-page');
    expect(pageQueryUrl('/blog#top')).toBe('/blog');
  });
});
