import { act, render, waitFor } from '@testing-library/react';
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
jest.mock('./DeployNoticeViews', () => {
  throw new Error('ChunkLoadError');
});

it('a withdrawn release still leaves the tab when the notices chunk cannot be fetched (once within the guard)', async () => {
  const reload = jest.fn();
  const first = render(<DeployNotices reload={reload} />);
  act(() => emitWithdrawn(['mf_corporate']));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  first.unmount();
  render(<DeployNotices reload={reload} />);
  await act(async () => undefined);
  expect(reload).toHaveBeenCalledTimes(1);
});
