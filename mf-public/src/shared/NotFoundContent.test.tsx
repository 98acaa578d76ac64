import { screen } from '@testing-library/react';
import { renderAtUrl } from '@jobportal/test-utils';
import { NotFoundContent } from './NotFoundContent';

it('is a page with one <h1> (a record that does not exist still has a page title)', () => {
  renderAtUrl(<NotFoundContent />, { path: '/salary/:family/:province', url: '/salary/x/x' });
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['404']);
});
