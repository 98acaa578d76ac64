import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shareResources } from '../i18n/share';
import { notify } from './notify';
import { ShareMenu, shareTargets } from './ShareMenu';

jest.mock('./notify', () => ({ notify: jest.fn() }));

const URL_ = 'https://jobs.example.th/candidate/jobs/0b7c?ref=a&b=ค';
const TITLE = 'นักพัฒนา React & Node';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: 'th',
    resources: { th: { share: shareResources.th }, en: { share: shareResources.en } },
  });
});

afterEach(() => {
  jest.clearAllMocks();
  delete (navigator as { share?: unknown }).share;
});

function setClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('shareTargets', () => {
  it('encodes the URL (and X post text) into each network share page', () => {
    const [line, facebook, x] = shareTargets(URL_, TITLE);
    const encoded = encodeURIComponent(URL_);
    expect(line.href).toBe(`https://social-plugins.line.me/lineit/share?url=${encoded}`);
    expect(facebook.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(x.href).toBe(`https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(TITLE)}`);
    // The page's own query survives as one parameter value.
    expect(new URL(line.href).searchParams.get('url')).toBe(URL_);
    expect(new URL(x.href).searchParams.get('text')).toBe(TITLE);
  });
});

describe('ShareMenu', () => {
  it('opens a menu of LINE, Facebook, X (new tab, noopener) and copy link', async () => {
    render(<ShareMenu url={URL_} title={TITLE} />);
    const button = screen.getByRole('button', { name: 'แชร์' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'แชร์ไปที่' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'แชร์ไปที่ LINE (เปิดในแท็บใหม่)',
      'แชร์ไปที่ Facebook (เปิดในแท็บใหม่)',
      'แชร์ไปที่ X (เปิดในแท็บใหม่)',
      'คัดลอกลิงก์',
    ]);
    for (const link of items.slice(0, 3)) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(items[0]).toHaveAttribute('href', shareTargets(URL_, TITLE)[0].href);
    expect(items[0]).toHaveFocus();
  });

  it('arrow keys move through the items, Escape closes and gives the focus back to the button', async () => {
    render(<ShareMenu url={URL_} title={TITLE} />);
    const button = screen.getByRole('button', { name: 'แชร์' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[3]).toHaveFocus();
  });

  it('copy link writes the URL to the clipboard and confirms with a toast', async () => {
    const writeText = jest.fn(async () => undefined);
    setClipboard(writeText);
    render(<ShareMenu url={URL_} title={TITLE} />);
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'คัดลอกลิงก์' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'คัดลอกลิงก์แล้ว' })),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'แชร์' })).toHaveFocus();
  });

  it('a refused clipboard shows the link to copy by hand', async () => {
    setClipboard(jest.fn(async () => Promise.reject(new Error('denied'))));
    render(<ShareMenu url={URL_} title={TITLE} />);
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'คัดลอกลิงก์' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'คัดลอกลิงก์นี้เพื่อแชร์', description: URL_ }),
      ),
    );
  });

  it('offers the Web Share API only where the browser has it, with the title and URL', async () => {
    const { unmount } = render(<ShareMenu url={URL_} title={TITLE} />);
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    expect(screen.queryByRole('menuitem', { name: 'แชร์ผ่านแอปอื่น…' })).toBeNull();
    unmount();

    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareMenu url={URL_} title={TITLE} />);
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    await act(async () => {
      await userEvent.click(await screen.findByRole('menuitem', { name: 'แชร์ผ่านแอปอื่น…' }));
    });
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_ });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a click outside closes the menu', async () => {
    render(
      <div>
        <ShareMenu url={URL_} title={TITLE} />
        <p>outside</p>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
