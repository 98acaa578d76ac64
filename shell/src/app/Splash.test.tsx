import { render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { SplashController } from './Splash';

describe('the full-screen splash', () => {
  it('goes as soon as the app is on screen, even while a stored session is still being restored', () => {
    document.body.innerHTML = '<div id="splash" role="status"></div>';
    render(<SplashController />);
    expect(document.getElementById('splash')!.hidden).toBe(true);
  });

  it('shows itself only when starting takes long (after a delay), and does not pulse for reduced motion', () => {
    const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
    const rule = html.match(/#splash\s*\{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toMatch(/visibility:\s*hidden/);
    expect(rule).toMatch(/animation:\s*splash-in 0s 0\.[1-9]s forwards/);
    expect(html).toMatch(/prefers-reduced-motion: reduce\)\s*\{\s*#splash \.logo\s*\{\s*animation: none/);
  });

  it('stills every animation and transition of the page for people who ask for reduced motion', () => {
    const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
    const reduced = html.slice(html.indexOf('prefers-reduced-motion: reduce'));
    expect(reduced).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{[^}]*animation-duration: 0\.01ms !important/);
    expect(reduced).toMatch(/\*::after\s*\{[^}]*transition-duration: 0\.01ms !important/);
  });
});
