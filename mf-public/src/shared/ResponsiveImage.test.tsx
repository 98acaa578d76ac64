import { fireEvent, render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from 'mf_shared_ui/platform';
import { getPipelineStatus, resetPipelineStatus } from './imagePipeline';

const enablePipeline = (on: boolean) =>
  setRuntimeConfig({ ...getRuntimeConfig(), imagePipeline: on } as RuntimeConfig);

describe('ResponsiveImage', () => {
  beforeEach(() => {
    resetPipelineStatus();
    enablePipeline(true);
  });

  it('renders the original image only while the pipeline is not configured', () => {
    enablePipeline(false);
    const { container } = render(
      <ResponsiveImage
        src="/api/files/c1"
        alt="plain"
        width={1200}
        height={630}
        sizes={{ default: '100vw' }}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByAltText('plain')).toHaveAttribute('src', '/api/files/c1');
    expect(screen.getByAltText('plain')).toHaveAttribute('loading', 'lazy');
  });

  it('renders AVIF and WebP sources with srcset/sizes, explicit size, lazy + async by default', () => {
    const { container } = render(
      <ResponsiveImage
        src="/api/files/c1"
        alt="cover"
        width={1200}
        height={630}
        sizes={{ default: '100vw', md: '760px' }}
      />,
    );
    const sources = container.querySelectorAll('picture source');
    expect(Array.from(sources).map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('sizes')).toBe('(min-width: 768px) 760px, 100vw');
    expect(sources[0].getAttribute('srcset')).toContain(
      '/api/images?src=%2Fapi%2Ffiles%2Fc1&w=320&fmt=avif 320w',
    );
    expect(sources[0].getAttribute('srcset')).toContain('1536w');
    const img = screen.getByAltText('cover');
    expect(img).toHaveAttribute('src', '/api/files/c1');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '630');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('is eager with high priority above the fold', () => {
    render(<ResponsiveImage src="/api/files/c1" alt="hero" width={44} height={44} priority />);
    const img = screen.getByAltText('hero');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to the original src when the image endpoint is missing, and tells the other images', () => {
    const { container } = render(<ResponsiveImage src="/api/files/c1" alt="logo" width={44} height={44} />);
    fireEvent.error(screen.getByAltText('logo'));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByAltText('logo')).toHaveAttribute('src', '/api/files/c1');
    fireEvent.load(screen.getByAltText('logo'));
    expect(getPipelineStatus()).toBe('down');
    const second = render(<ResponsiveImage src="/api/files/c2" alt="other" width={44} height={44} />);
    expect(second.container.querySelector('picture')).toBeNull();
  });

  it('shows the fallback instead of a broken image', () => {
    render(
      <ResponsiveImage src="/api/files/gone" alt="gone" width={44} height={44} fallback={<span>G</span>} />,
    );
    fireEvent.error(screen.getByAltText('gone'));
    fireEvent.error(screen.getByAltText('gone'));
    expect(screen.queryByAltText('gone')).toBeNull();
    expect(screen.getByText('G')).toBeInTheDocument();
    expect(getPipelineStatus()).toBe('unknown');
  });

  it('leaves external images alone', () => {
    const { container } = render(
      <ResponsiveImage src="https://cdn.example.com/a.jpg" alt="ext" width={100} height={100} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByAltText('ext')).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
  });
});
