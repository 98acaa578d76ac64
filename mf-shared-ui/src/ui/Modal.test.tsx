import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="/jobs">หางาน</a>
      <button type="button" onClick={() => setOpen(true)}>
        เข้าสู่ระบบ
      </button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title="เข้าสู่ระบบ">
        <label htmlFor="email">อีเมล</label>
        <input id="email" />
        <input type="radio" name="pool" aria-label="ผู้หางาน" defaultChecked />
        <input type="radio" name="pool" aria-label="ผู้ประกอบการ" />
        <button type="button">ลืมรหัสผ่าน</button>
        <button type="button">เข้าสู่ระบบด้วยอีเมล</button>
      </Modal>
    </>
  );
}

describe('Modal (design system)', () => {
  it('keeps Tab and Shift+Tab inside the open dialog, round and round', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const dialog = await screen.findByRole('dialog');
    screen.getByLabelText('อีเมล').focus();
    // the dialog's stops: close, e-mail, the checked radio, two buttons; three times round
    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    const last = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วยอีเมล' });
    last.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let i = 0; i < 15; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape closes the dialog and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'เข้าสู่ระบบ' });
    await user.click(opener);
    await screen.findByRole('dialog');
    screen.getByLabelText('อีเมล').focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
