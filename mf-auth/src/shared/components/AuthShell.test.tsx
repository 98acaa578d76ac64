import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderAt } from '../../test/renderWithStore';
import { AuthShell, SidePanel } from './AuthShell';

jest.setTimeout(30_000);
beforeAll(() => i18next.changeLanguage('th'));

function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

const shell = (
  <AuthShell role="candidate" mode="page" side={<SidePanel role="candidate" />}>
    <div data-testid="form">FORM</div>
  </AuthShell>
);

describe('AuthShell side panel', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('on a phone (375 px) shows the title, subtitle and four benefit lines, compact, above the form', () => {
    setWidth(375);
    renderAt(shell, '/candidate/login', 'guest');
    const side = screen.getByTestId('auth-side-candidate');
    expect(side).toHaveAttribute('data-compact', 'true');
    expect(within(side).getByRole('heading')).toHaveTextContent(
      String(i18next.t('auth:login.candidate.title')),
    );
    expect(side).toHaveTextContent(String(i18next.t('auth:login.candidate.subtitle')));
    expect(within(side).getAllByRole('listitem')).toHaveLength(4);
    // Stacked: the panel comes before the form.
    expect(
      side.compareDocumentPosition(screen.getByTestId('form')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('on a laptop (1280 px) shows the full panel', () => {
    setWidth(1280);
    renderAt(shell, '/candidate/login', 'guest');
    const side = screen.getByTestId('auth-side-candidate');
    expect(side).toHaveAttribute('data-compact', 'false');
    expect(within(side).getAllByRole('listitem')).toHaveLength(4);
  });
});
