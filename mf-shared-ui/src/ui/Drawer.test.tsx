import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from './Drawer';

it('keeps Tab and Shift+Tab inside the open drawer (the filter and navigation drawers)', async () => {
  const user = userEvent.setup();
  render(
    <>
      <a href="/jobs">หางาน</a>
      <Drawer open title="ตัวกรอง" onClose={() => {}}>
        <input aria-label="คำค้น" />
        <button type="button">ล้างตัวกรอง</button>
      </Drawer>
    </>,
  );
  const drawer = await screen.findByRole('dialog');
  screen.getByLabelText('คำค้น').focus();
  for (let i = 0; i < 8; i += 1) {
    await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  }
  for (let i = 0; i < 8; i += 1) {
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  }
});
