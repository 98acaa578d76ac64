import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { LazySection } from './LazySection';

const section = (
  <LazySection minHeight={1200} testId="below-fold-placeholder">
    <p>below the fold</p>
  </LazySection>
);

describe('LazySection', () => {
  it('renders the placeholder first, on the server too, so the browser hydrates the same markup', () => {
    // jsdom has no IntersectionObserver, like a server.
    const html = renderToString(section);
    expect(html).toContain('data-testid="below-fold-placeholder"');
    expect(html).not.toContain('below the fold');
  });

  it('shows the section right after mounting where there is no IntersectionObserver', () => {
    render(section);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(screen.queryByTestId('below-fold-placeholder')).toBeNull();
  });
});
