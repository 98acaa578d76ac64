import { act, render, screen } from '@testing-library/react';
import { DeployNotices } from './DeployNotices';

let emitWithdrawn: (remotes: string[]) => void = () => undefined;
jest.mock('./registry', () => ({
  onWithdrawn: (listener: (remotes: string[]) => void) => {
    emitWithdrawn = listener;
    return () => undefined;
  },
  onStaleChange: () => () => undefined,
  refreshRegistry: jest.fn(),
  staleRemotes: () => [],
  staleReleases: () => [],
}));
const loaded = { views: false };
jest.mock('./DeployNoticeViews', () => {
  loaded.views = true;
  return { __esModule: true, default: () => <div role="alert">notices</div> };
});

it('downloads nothing while the registry reports no change, and shows the withdraw notice when it does', async () => {
  render(<DeployNotices reload={jest.fn()} />);
  await act(async () => undefined);
  expect(loaded.views).toBe(false);
  act(() => emitWithdrawn(['mf_corporate']));
  expect((await screen.findByRole('alert')).textContent).toBe('notices');
  expect(loaded.views).toBe(true);
});
