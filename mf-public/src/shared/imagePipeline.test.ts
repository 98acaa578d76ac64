import {
  BREAKPOINTS,
  buildImageSources,
  buildSizes,
  imageUrl,
  maxRenderedWidth,
  pipelinePath,
  responsiveWidths,
  WIDTH_LADDER,
} from './imagePipeline';

const widthsOf = (srcSet: string) => srcSet.split(', ').map((c) => c.split(' ')[1]);
const urlOf = (candidate: string) => new URL(candidate.split(' ')[0], 'http://x');

describe('image pipeline', () => {
  it('uses the spec breakpoints at densities 1 and 2 as the width ladder', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(WIDTH_LADDER).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('builds the sizes attribute mobile first, largest breakpoint first', () => {
    expect(buildSizes({ default: '100vw', md: '50vw', xl: '400px' })).toBe(
      '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw',
    );
    expect(buildSizes({})).toBe('100vw');
  });

  it('covers the widest rendering at 2x with ladder widths (w descriptors) per modern format', () => {
    const { sizes, sources } = buildImageSources('/api/files/abc', {
      width: 1200,
      sizes: { default: '100vw', sm: '50vw', lg: '380px' },
    });
    expect(sizes).toBe('(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw');
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    // widest: 100vw just below 640 px -> 640 css px -> 1280 device px at 2x
    expect(maxRenderedWidth({ default: '100vw', sm: '50vw', lg: '380px' }, 1200)).toBe(640);
    expect(widthsOf(sources[1].srcSet)).toEqual(['320w', '640w', '768w', '1024w', '1280w']);
    const first = urlOf(sources[1].srcSet.split(', ')[0]);
    expect(first.pathname).toBe('/api/images');
    expect(first.searchParams.get('src')).toBe('/api/files/abc');
    expect(first.searchParams.get('w')).toBe('320');
    expect(first.searchParams.get('fmt')).toBe('webp');
    expect(urlOf(sources[0].srcSet.split(', ')[0]).searchParams.get('fmt')).toBe('avif');
  });

  it('never asks for more than the image needs nor beyond 2x the largest breakpoint', () => {
    expect(maxRenderedWidth({ default: '100vw' }, 600)).toBe(600);
    expect(responsiveWidths(600)).toEqual([320, 640, 768, 1024, 1280]);
    expect(responsiveWidths(5000).at(-1)).toBe(3072);
  });

  it('uses density descriptors 1x and 2x for fixed-size images', () => {
    const { sizes, sources } = buildImageSources('/api/files/logo', { width: 44 });
    expect(sizes).toBeUndefined();
    expect(sources[1].srcSet).toBe(
      `${imageUrl('/api/files/logo', 44, 'webp')} 1x, ${imageUrl('/api/files/logo', 88, 'webp')} 2x`,
    );
  });

  it('only sends same-origin images through the pipeline', () => {
    expect(pipelinePath('/api/files/1', 'http://localhost:8080')).toBe('/api/files/1');
    expect(pipelinePath('http://localhost:8080/media/a.jpg?v=2', 'http://localhost:8080')).toBe(
      '/media/a.jpg?v=2',
    );
    expect(pipelinePath('https://cdn.example.com/a.jpg', 'http://localhost:8080')).toBeNull();
    expect(pipelinePath('//evil.example/a.jpg', 'http://localhost:8080')).toBeNull();
    expect(pipelinePath('data:image/png;base64,xx', 'http://localhost:8080')).toBeNull();
  });
});
