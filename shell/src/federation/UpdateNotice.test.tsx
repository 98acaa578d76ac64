import { act, render, screen } from '@testing-library/react';

// Read through globalThis: deployWatcher takes its first snapshot when imported, before this file's own lines run.
const stale = globalThis as { staleReleases?: { change?: string }[]; onStale?: () => void };
jest.mock('./registry', () => ({
  onStaleChange: (listener: () => void) => {
    (globalThis as { onStale?: () => void }).onStale = listener;
    return () => undefined;
  },
  onWithdrawn: () => () => undefined,
  refreshRegistry: jest.fn(),
  staleRemotes: () =>
    ((globalThis as { staleReleases?: unknown[] }).staleReleases ?? []).map((_, i) => `mf_${i}`),
  staleReleases: () => (globalThis as { staleReleases?: unknown[] }).staleReleases ?? [],
}));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

import { UpdateNotice } from './UpdateNotice';

it('a rollback of a running part is offered as a rollback, a publish as a new version', () => {
  render(<UpdateNotice />);
  expect(screen.queryByTestId('update-notice')).toBeNull();

  stale.staleReleases = [{ change: 'rollback' }];
  act(() => stale.onStale?.());
  expect(screen.getByTestId('update-notice').textContent).toContain('update.rolledBack.title');

  stale.staleReleases = [{ change: 'rollback' }, { change: 'activate' }];
  act(() => stale.onStale?.());
  expect(screen.getByTestId('update-notice').textContent).toContain('update.title');
  expect(screen.getByTestId('update-notice').textContent).not.toContain('rolledBack');
});
