import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationList, type NotificationListProps } from './NotificationList';

const texts = { markAllRead: 'Mark all read', empty: 'No notifications yet' };

function setup(overrides: Partial<NotificationListProps> = {}) {
  const props: NotificationListProps = {
    title: <h1>Notifications</h1>,
    items: [
      { id: 'n1', read: false, content: 'New application for Barista', when: '2 minutes ago' },
      { id: 'n2', read: true, content: 'Cook expires tomorrow', when: 'yesterday' },
    ],
    loading: false,
    texts,
    onMarkAllRead: jest.fn(),
    paging: { offset: 0, total: 2, pageSize: 20, onChange: jest.fn() },
    ...overrides,
  };
  render(<NotificationList {...props} />);
  return props;
}

it('shows each notification with when it happened, and marks which are unread', () => {
  setup();
  const rows = screen.getAllByTestId('notification');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByText('New application for Barista')).toBeInTheDocument();
  expect(within(rows[0]).getByText('2 minutes ago')).toBeInTheDocument();
  expect(rows[0]).toHaveAttribute('data-read', 'false');
  expect(rows[0]).toHaveStyle({ fontWeight: 600 });
  expect(rows[1]).toHaveAttribute('data-read', 'true');
  expect(rows[1]).toHaveStyle({ fontWeight: 400 });
  expect(screen.queryByRole('button', { name: '›' })).not.toBeInTheDocument();
});

it('"mark all read" calls back', async () => {
  const props = setup();
  await userEvent.click(screen.getByRole('button', { name: texts.markAllRead }));
  expect(props.onMarkAllRead).toHaveBeenCalledTimes(1);
});

it('says so when there is nothing', () => {
  setup({ items: [] });
  expect(screen.getByText(texts.empty)).toBeInTheDocument();
});

it('pages forward by one page size when there are more', async () => {
  const onChange = jest.fn();
  setup({ paging: { offset: 0, total: 45, pageSize: 20, onChange } });
  expect(screen.getByRole('button', { name: '‹' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '›' }));
  expect(onChange).toHaveBeenCalledWith(20);
});
