import { act, render, screen } from '@testing-library/react';

let emit: (remotes: string[]) => void = () => undefined;
jest.mock('./registry', () => ({
  onWithdrawn: (listener: (remotes: string[]) => void) => {
    emit = listener;
    return () => undefined;
  },
  onStaleChange: () => () => undefined,
  refreshRegistry: jest.fn(),
  staleRemotes: () => [],
  staleReleases: () => [],
}));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

import { WITHDRAW_RELOAD_DELAY_MS, WithdrawnNotice } from './WithdrawnNotice';

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('a withdrawn release: a short message, then the page reloads by itself; a second time within the guard it asks', () => {
  const reload = jest.fn();
  const first = render(<WithdrawnNotice reload={reload} />);
  expect(screen.queryByTestId('withdrawn-notice')).toBeNull();
  act(() => emit(['mf_corporate']));
  expect(screen.getByRole('alert').textContent).toContain('withdrawn.description');
  act(() => void jest.advanceTimersByTime(WITHDRAW_RELOAD_DELAY_MS));
  expect(reload).toHaveBeenCalledTimes(1);
  first.unmount();

  // the reloaded tab still hears the same withdrawn release (a registry not yet updated): no loop
  const again = jest.fn();
  render(<WithdrawnNotice reload={again} />);
  act(() => emit([]));
  act(() => emit(['mf_corporate']));
  act(() => void jest.advanceTimersByTime(WITHDRAW_RELOAD_DELAY_MS * 10));
  expect(again).not.toHaveBeenCalled();
  expect(screen.getByRole('alert').textContent).toContain('withdrawn.stuck');
  act(() => screen.getByRole('button', { name: 'update.reload' }).click());
  expect(again).toHaveBeenCalledTimes(1);
});
