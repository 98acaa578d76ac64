import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataExportPanel, type DataExportPanelProps } from './DataExportPanel';

const texts = { start: 'Download my data', preparing: 'Preparing your file…', ready: 'Your file is ready' };

function setup(overrides: Partial<DataExportPanelProps> = {}) {
  const props: DataExportPanelProps = {
    description: 'Everything we hold about you, as one zip.',
    texts,
    start: jest.fn(async () => ({ id: 'e1', status: 'pending' })),
    check: jest.fn(async () => ({ id: 'e1', status: 'pending' })),
    download: jest.fn(async () => undefined),
    onError: jest.fn(),
    testId: 'data-export',
    pollMs: 20,
    ...overrides,
  };
  render(<DataExportPanel {...props} />);
  return props;
}

it('starts an export, shows that it is being prepared, then offers the download when ready', async () => {
  let looks = 0;
  const props = setup({
    check: jest.fn(async (id: string) => ({ id, status: ++looks > 2 ? 'ready' : 'pending' })),
  });
  await userEvent.click(screen.getByRole('button', { name: /Download my data/ }));
  expect(props.start).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(texts.preparing)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download my data/ })).not.toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: /Your file is ready/ }));
  expect(props.check).toHaveBeenCalledWith('e1');
  await waitFor(() => expect(props.download).toHaveBeenCalledWith('e1'));
  expect(await screen.findByRole('button', { name: /Download my data/ })).toBeInTheDocument();
  expect(props.onError).not.toHaveBeenCalled();
});

it('a small export that is ready at once downloads without waiting', async () => {
  const props = setup({ start: jest.fn(async () => ({ id: 'e2', status: 'ready' })) });
  await userEvent.click(screen.getByRole('button', { name: /Download my data/ }));
  await waitFor(() => expect(props.download).toHaveBeenCalledWith('e2'));
  expect(props.check).not.toHaveBeenCalled();
  expect(screen.queryByText(texts.preparing)).not.toBeInTheDocument();
});

it('a failed start is reported and the button is offered again', async () => {
  const failure = new Error('offline');
  const props = setup({ start: jest.fn(async () => Promise.reject(failure)) });
  await userEvent.click(screen.getByRole('button', { name: /Download my data/ }));
  await waitFor(() => expect(props.onError).toHaveBeenCalledWith(failure));
  expect(screen.getByRole('button', { name: /Download my data/ })).toBeEnabled();
});
