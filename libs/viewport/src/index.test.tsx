import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { setServerViewport, useMinWidth } from './index';

function Probe({ onRender }: { onRender: (wide: boolean) => void }) {
  const wide = useMinWidth(768);
  onRender(wide);
  return <span>{wide ? 'wide' : 'narrow'}</span>;
}

describe('useMinWidth', () => {
  const original = window.matchMedia;
  let width = 1024;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    width = 1024;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return width >= Number(/\d+/.exec(query)![0]);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
    listeners.clear();
  });

  it('is right on the first render, so a laptop never renders the phone header first', () => {
    const renders: boolean[] = [];
    render(<Probe onRender={(wide) => renders.push(wide)} />);
    expect(screen.getByText('wide')).toBeTruthy();
    expect(renders).toEqual([true]);
  });

  it('follows the viewport when it crosses the breakpoint', () => {
    render(<Probe onRender={() => {}} />);
    act(() => {
      width = 500;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('narrow')).toBeTruthy();
  });

  it('renders on the server for the viewport the page is laid out for', () => {
    setServerViewport(true);
    expect(renderToString(<Probe onRender={() => {}} />)).toContain('narrow');
    setServerViewport(false);
    expect(renderToString(<Probe onRender={() => {}} />)).toContain('wide');
    setServerViewport(true);
  });
});
