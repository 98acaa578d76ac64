import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { renderAt } from '../../test/renderWithStore';
import { getDialogs, setDialogs } from '../../shared/dialogs';
import SessionDialogs from './SessionDialogs';

jest.mock('../../shared/auth/sessionBinding', () => ({ loadController: jest.fn() }));
jest.setTimeout(30_000);

afterEach(() => act(() => setDialogs({ companySuspended: false })));

describe('company suspended dialog', () => {
  it('in Thai: title, what happened, where the reason went, a contact link and a close button', async () => {
    await act(() => i18next.changeLanguage('th'));
    renderAt(<SessionDialogs />, '/corporate/login', 'guest');
    act(() => setDialogs({ companySuspended: true }));
    expect(await screen.findByText('บัญชีบริษัทถูกระงับการใช้งาน')).toBeInTheDocument();
    const body = screen.getByTestId('company-suspended');
    expect(body).toHaveTextContent('ทีมงานได้ระงับการใช้งานบัญชีบริษัทของคุณ');
    expect(body).toHaveTextContent('ได้แจ้งเหตุผลไปยังอีเมลของบัญชีนี้แล้ว');
    expect(screen.getByRole('link', { name: 'หากมีข้อสงสัย ติดต่อทีมงาน' })).toHaveAttribute('href', '/contact-us');

    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(getDialogs().companySuspended).toBe(false);
    await waitFor(() => expect(screen.queryByText('บัญชีบริษัทถูกระงับการใช้งาน')).toBeNull());
  });

  it('in English; the contact link closes the dialog and opens the contact page', async () => {
    await act(() => i18next.changeLanguage('en'));
    const { router } = renderAt(<SessionDialogs />, '/corporate/login', 'guest');
    act(() => setDialogs({ companySuspended: true }));
    expect(await screen.findByText('Your company account is suspended')).toBeInTheDocument();
    expect(screen.getByTestId('company-suspended')).toHaveTextContent(
      "Our team has suspended your company account. We have sent the reason to the account's email address.",
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Questions? Contact our support team' }));
    expect(getDialogs().companySuspended).toBe(false);
    expect(router.state.location.pathname).toBe('/contact-us');
  });

  it('stays closed when nothing asked for it', async () => {
    await act(() => i18next.changeLanguage('th'));
    renderAt(<SessionDialogs />, '/corporate/login', 'guest');
    expect(screen.queryByText('บัญชีบริษัทถูกระงับการใช้งาน')).toBeNull();
  });
});

describe('corporate access ended dialog (removed from the team)', () => {
  afterEach(() => act(() => setDialogs({ corporateAccessEnded: false })));

  it('in Thai and English: what happened and whom to ask, with a close button', async () => {
    await act(() => i18next.changeLanguage('th'));
    const { unmount } = renderAt(<SessionDialogs />, '/corporate/login', 'guest');
    act(() => setDialogs({ corporateAccessEnded: true }));
    expect(await screen.findByText('สิ้นสุดการเข้าใช้บัญชีบริษัท')).toBeInTheDocument();
    expect(screen.getByTestId('corporate-access-ended')).toHaveTextContent('ไม่ได้เป็นสมาชิกของทีมบริษัทแล้ว');
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(getDialogs().corporateAccessEnded).toBe(false);
    unmount();

    await act(() => i18next.changeLanguage('en'));
    renderAt(<SessionDialogs />, '/corporate/login', 'guest');
    act(() => setDialogs({ corporateAccessEnded: true }));
    expect(await screen.findByText('Your access to the company account has ended')).toBeInTheDocument();
    expect(screen.getByTestId('corporate-access-ended')).toHaveTextContent(
      "contact the company's owner or an admin",
    );
    await act(() => i18next.changeLanguage('th'));
  });
});
