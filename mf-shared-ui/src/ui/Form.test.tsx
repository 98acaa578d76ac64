import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Button, Input } from 'antd';
import { uiResources } from '../i18n/resources';
import { Form } from './Form';

jest.setTimeout(30_000);

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'th',
    resources: { th: { ui: uiResources.th }, en: { ui: uiResources.en } },
  });
});

function ContactForm({ onFinish = jest.fn(), onFinishFailed = jest.fn() }) {
  return (
    <Form layout="vertical" onFinish={onFinish} onFinishFailed={onFinishFailed}>
      <Form.Item name="name" label="ชื่อ" rules={[{ required: true, message: 'กรุณากรอกชื่อ' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="อีเมล" rules={[{ required: true, message: 'กรุณากรอกอีเมล' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">ส่ง</Button>
    </Form>
  );
}

const announced = () => document.getElementById('jp-announcer-assertive')?.textContent;

describe('Form (design system): a refused submit', () => {
  it('focuses the first invalid field, links its message to it and announces it', async () => {
    const user = userEvent.setup();
    const onFinishFailed = jest.fn();
    render(<ContactForm onFinishFailed={onFinishFailed} />);
    await user.type(screen.getByLabelText('อีเมล'), 'somchai@example.th');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    const name = screen.getByLabelText('ชื่อ');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('กรุณากรอกชื่อ');
    await waitFor(() => expect(announced()).toBe('แบบฟอร์มยังมีข้อมูลที่ต้องแก้ไข 1 รายการ'));
    // the page's own handler still runs
    expect(onFinishFailed).toHaveBeenCalledTimes(1);
  });

  it('announces in the language of the page and submits once the field is fixed', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    await i18next.changeLanguage('en');
    render(<ContactForm onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    await waitFor(() => expect(announced()).toBe('The form needs 2 corrections'));
    await user.type(screen.getByLabelText('ชื่อ'), 'สมชาย');
    await user.type(screen.getByLabelText('อีเมล'), 'somchai@example.th');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ name: 'สมชาย', email: 'somchai@example.th' }),
    );
    await i18next.changeLanguage('th');
  });
});
