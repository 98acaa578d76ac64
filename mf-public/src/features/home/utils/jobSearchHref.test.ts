import { jobSearchHref } from './jobSearchHref';

describe('home search URL', () => {
  it('puts the text in main_input and the province id in location', () => {
    expect(jobSearchHref({ text: '  react   developer ', provinceId: 10 })).toBe(
      '/candidate/jobs?main_input=react+developer&location=10',
    );
    expect(jobSearchHref({ text: 'นักพัฒนา' })).toBe(
      `/candidate/jobs?main_input=${encodeURIComponent('นักพัฒนา')}`,
    );
    expect(jobSearchHref({ text: ' ' })).toBe('/candidate/jobs');
    expect(jobSearchHref({ tag: 'react' })).toBe('/candidate/jobs?tag=react');
  });
});
