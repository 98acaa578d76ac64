import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { ContactForm } from './ContactForm';

function setup(onSubmit = jest.fn().mockResolvedValue({ id: 'm1' })) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ContactForm onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { user, onSubmit };
}

async function chooseTopic(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox'));
  await user.click(await screen.findByTitle(label));
}

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name: string; email: string; message: string; topic?: string },
) {
  change('contact-name', values.name);
  change('contact-email', values.email);
  await chooseTopic(user, values.topic ?? 'สอบถามทั่วไป');
  change('contact-message', values.message);
}

jest.setTimeout(30_000);

describe('ContactForm', () => {
  beforeEach(async () => {
    await act(() => i18next.changeLanguage('th'));
  });

  it('shows the spec message with the typed e-mail, keeps the values and does not send', async () => {
    const { user, onSubmit } = setup();
    await fill(user, { name: 'สมชาย ใจดี', email: 'somchai@mail', message: 'อยากสอบถามเรื่องการสมัครงาน' });
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง somchai@mail')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId('contact-name')).toHaveValue('สมชาย ใจดี');
    expect(screen.getByTestId('contact-email')).toHaveValue('somchai@mail');
    expect(screen.getByTestId('contact-message')).toHaveValue('อยากสอบถามเรื่องการสมัครงาน');
  });

  it('shows the English message in English', async () => {
    await act(() => i18next.changeLanguage('en'));
    const { user } = setup();
    change('contact-email', 'a b@c.d');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Please enter a valid email a b@c.d')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  });

  it('requires every field and a message of at least 10 characters', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(await screen.findByText('กรุณากรอกอีเมล')).toBeInTheDocument();
    expect(await screen.findByText('กรุณาเลือกหัวข้อ')).toBeInTheDocument();
    expect(await screen.findByText('กรุณากรอกข้อความ')).toBeInTheDocument();
    change('contact-message', 'สั้นไป');
    expect(await screen.findByText('ข้อความต้องมีอย่างน้อย 10 ตัวอักษร')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends valid input, opens the success dialog and clears the form', async () => {
    const { user, onSubmit } = setup();
    await fill(user, {
      name: ' Somchai ',
      email: 'somchai@example.com',
      message: 'Hello, I have a question about jobs',
      topic: 'ปัญหาการใช้งานระบบ',
    });
    await user.click(screen.getByTestId('contact-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Somchai',
        email: 'somchai@example.com',
        topic: 'technical',
        message: 'Hello, I have a question about jobs',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('response-dialog-success')).toBeInTheDocument();
    expect(within(dialog).getByText('ส่งข้อความเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeInTheDocument();
    expect(screen.getByTestId('contact-name')).toHaveValue('');
    expect(screen.getByTestId('contact-email')).toHaveValue('');
    expect(screen.getByTestId('contact-message')).toHaveValue('');
  });

  it('shows server field errors on their fields and keeps the values', async () => {
    const onSubmit = jest.fn().mockRejectedValue({
      status: 400,
      data: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'ข้อมูลไม่ถูกต้อง',
          fields: [{ field: 'email', code: 'format', message: 'อีเมลนี้ใช้ไม่ได้' }],
        },
      },
    });
    const { user } = setup(onSubmit);
    await fill(user, { name: 'A', email: 'a@b.co', message: 'a long enough message' });
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('อีเมลนี้ใช้ไม่ได้')).toBeInTheDocument();
    expect(screen.getByTestId('contact-email')).toHaveValue('a@b.co');
    expect(screen.getByTestId('contact-message')).toHaveValue('a long enough message');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the rate-limit message of the server', async () => {
    const onSubmit = jest.fn().mockRejectedValue({
      status: 429,
      data: { error: { code: 'RATE_LIMITED', message: 'ส่งคำขอบ่อยเกินไป กรุณารอสักครู่' } },
    });
    const { user } = setup(onSubmit);
    await fill(user, { name: 'A', email: 'a@b.co', message: 'a long enough message' });
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('ส่งคำขอบ่อยเกินไป กรุณารอสักครู่');
    expect(screen.getByTestId('contact-name')).toHaveValue('A');
  });
});
