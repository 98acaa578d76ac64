/** Posts: the list, a new post's slug from its English title, and an existing post scheduled in Bangkok time. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackofficePost, BackofficePostSummary } from '@jobportal/contracts';
import { ok, pageOf, reasonDialog, renderPage, staffPageTests, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import ContentPage from './ContentPage';

staffPageTests('editor@staff.test', 60_000);

const post: BackofficePost = {
  id: 'p1',
  slug: 'it-salaries-2027',
  title_th: 'เงินเดือนสายไอที 2027',
  title_en: 'IT salaries in 2027',
  excerpt_th: 'สรุปเงินเดือนสายไอทีในประเทศไทยปี 2027 จากประกาศงานกว่าหนึ่งหมื่นตำแหน่ง พร้อมแนวโน้มทักษะที่บริษัทต้องการมากที่สุด',
  excerpt_en: 'Salaries',
  body_th_html: '<p>เนื้อหา</p>',
  body_en_html: '<p>Body</p>',
  cover_file_id: 'f1',
  cover_url: '/api/files/f1',
  tags: ['salary'],
  state: 'published',
  published_at: '2026-12-01T03:00:00Z',
  unpublished_at: null,
  updated_at: '2026-12-01T03:00:00Z',
};
const summary: BackofficePostSummary = {
  id: post.id,
  slug: post.slug,
  title_th: post.title_th,
  title_en: post.title_en,
  state: post.state,
  published_at: post.published_at,
  updated_at: post.updated_at,
  updated_by: 'staff-2',
  tags: post.tags,
};

it('lists posts and opens the editor of one', async () => {
  const calls = stubApi((call) => (call.path === '/backoffice/posts' ? ok(pageOf([summary])) : undefined));
  renderPage(<ContentPage />, { path: '/backoffice/content/:id?', url: '/backoffice/content' });
  expect(await screen.findByRole('link', { name: post.title_th })).toHaveAttribute(
    'href',
    '/backoffice/content/p1',
  );
  expect(calls[0].authorization).toBe('Bearer staff-token');
});

it('suggests the slug from the English title of a new post', async () => {
  stubApi(() => undefined);
  const user = userEvent.setup();
  renderPage(<ContentPage />, { path: '/backoffice/content/:id?', url: '/backoffice/content/new' });
  await user.click(await screen.findByRole('tab', { name: th.content.languages.en }));
  await user.type(screen.getByLabelText('ชื่อบทความ (ภาษาอังกฤษ)'), 'Remote Work: 5 Tips!');
  expect(screen.getByLabelText(th.content.slug)).toHaveValue('remote-work-5-tips');
});

it('shows the share card and schedules a post in Bangkok time; unpublishing asks for a reason', async () => {
  const calls = stubApi((call) => {
    if (call.path === '/backoffice/posts/p1' && call.method === 'GET') return ok(post);
    if (call.path === '/backoffice/posts/p1' && call.method === 'PUT')
      return ok({ ...post, state: 'scheduled', published_at: '2030-01-15T02:30:00.000Z' });
    if (call.path === '/backoffice/posts/p1/unpublish')
      return ok({ ...post, state: 'unpublished', unpublished_at: '2026-12-03T03:00:00Z' });
    return undefined;
  });
  const user = userEvent.setup();
  renderPage(<ContentPage />, { path: '/backoffice/content/:id?', url: '/backoffice/content/p1' });
  const card = await screen.findByTestId('seo-preview');
  expect(within(card).getByText('LOCALHOST')).toBeInTheDocument();
  expect(within(card).getByText(post.title_th)).toBeInTheDocument();
  expect(within(card).getByText(/…$/).textContent!.length).toBeLessThanOrEqual(110);

  // antd's button-style radio: the label takes the click
  await user.click(screen.getByText(th.content.publish.schedule));
  expect(screen.getByRole('radio', { name: th.content.publish.schedule })).toBeChecked();
  fireEvent.change(await screen.findByLabelText(th.content.publish.at), {
    target: { value: '2030-01-15T09:30' },
  });
  await user.click(screen.getByRole('button', { name: th.content.save }));
  expect(await screen.findByText(th.content.saved)).toBeInTheDocument();
  const put = calls.find((c) => c.method === 'PUT');
  expect(put?.body).toMatchObject({
    slug: post.slug,
    title_en: post.title_en,
    tags: ['salary'],
    cover_file_id: 'f1',
    publish: { mode: 'schedule', at: '2030-01-15T02:30:00.000Z' },
  });

  await user.click(screen.getByRole('button', { name: th.content.unpublish }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  await user.type(within(modal).getByLabelText(th.reason.label), 'Outdated figures');
  await user.click(within(modal).getByRole('button', { name: th.content.unpublish }));
  await waitFor(() =>
    expect(calls.find((c) => c.path === '/backoffice/posts/p1/unpublish')?.body).toEqual({
      reason: 'Outdated figures',
    }),
  );
});
