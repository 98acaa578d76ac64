import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestApp } from '../../test/renderWithApp';
import { th } from '../../i18n/th';
import { ReasonModal } from './ReasonModal';

beforeAll(initTestApp);

function setup(onSubmit: (reason: string) => Promise<unknown>, optional = false) {
  const onClose = jest.fn();
  render(
    <ReasonModal
      open
      title="นำประกาศออก"
      confirmLabel="นำประกาศออก"
      onSubmit={onSubmit}
      onClose={onClose}
      optional={optional}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

it('asks for a reason of at least 3 characters before acting, then closes', async () => {
  const onSubmit = jest.fn(async () => undefined);
  const { onClose, user } = setup(onSubmit);
  const dialog = await screen.findByRole('dialog');
  const field = screen.getByLabelText(th.reason.label);
  await user.type(field, ' a ');
  await user.click(screen.getByRole('button', { name: 'นำประกาศออก' }));
  expect(screen.getByRole('alert')).toHaveTextContent(th.reason.required.replace('{{min}}', '3'));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(field, 'scam job');
  await user.click(screen.getByRole('button', { name: 'นำประกาศออก' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSubmit).toHaveBeenCalledWith('a scam job');
  expect(dialog).toBeInTheDocument();
});

it('stays open with the reason when the action fails', async () => {
  const onSubmit = jest.fn(async () => Promise.reject(new Error('refused')));
  const { onClose, user } = setup(onSubmit);
  await user.type(await screen.findByLabelText(th.reason.label), 'duplicate');
  await user.click(screen.getByRole('button', { name: 'นำประกาศออก' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByLabelText(th.reason.label)).toHaveValue('duplicate');
});

it('an optional reason may be left empty', async () => {
  const onSubmit = jest.fn(async () => undefined);
  const { user } = setup(onSubmit, true);
  await screen.findByLabelText(th.reason.optionalLabel);
  await user.click(screen.getByRole('button', { name: 'นำประกาศออก' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
});
