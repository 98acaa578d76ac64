import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
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

  it.each([
    ['a phone user agent in a 1024 px window', true, 1024, 'wide'],
    ['a desktop user agent in a 390 px window', false, 390, 'narrow'],
  ] as const)(
    'hydrates the server’s guess without a mismatch, then lays out for the real width: %s',
    async (_case, phoneGuess, clientWidth, expected) => {
      setServerViewport(phoneGuess);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Probe onRender={() => {}} />);
      document.body.appendChild(container);
      const serverText = container.textContent;
      width = clientWidth;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      const recoverable: unknown[] = [];
      const renders: boolean[] = [];
      await act(async () => {
        hydrateRoot(container, <Probe onRender={(wide) => renders.push(wide)} />, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(serverText).toBe(phoneGuess ? 'narrow' : 'wide');
      expect(container.textContent).toBe(expected);
      // First the server's guess (hydration matches the markup), then the real width.
      expect(renders).toEqual([!phoneGuess, expected === 'wide']);
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      container.remove();
      setServerViewport(true);
    },
  );
});
