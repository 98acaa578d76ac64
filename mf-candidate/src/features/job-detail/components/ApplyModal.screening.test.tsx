/**
 * The apply dialog asks the job's screening questions: the control each kind calls for, required ones marked and
 * refused empty in Thai, the answers sent with the application, the API's `answers.N` shown on question N.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CandidateProfile, ScreeningQuestion } from '@jobportal/contracts';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { ApplyModal } from './ApplyModal';

jest.setTimeout(30_000);

const profile = {
  uid: 'u1',
  email: 'a@b.test',
  status: true,
  pdpa: { pdpa: true, cookie: true, marketing: false },
  resume: null,
} as unknown as CandidateProfile;

const QUESTIONS: ScreeningQuestion[] = [
  { id: 'q-permit', kind: 'yes_no', prompt: 'มีใบอนุญาตทำงานไหม', options: [], required: true },
  { id: 'q-years', kind: 'number', prompt: 'ประสบการณ์กี่ปี', options: [], required: true },
  {
    id: 'q-mode',
    kind: 'single_choice',
    prompt: 'รูปแบบงานที่สะดวก',
    options: ['ออฟฟิศ', 'ทางไกล'],
    required: true,
  },
  { id: 'q-proud', kind: 'short_text', prompt: 'ผลงานที่ภูมิใจ', options: [], required: false },
];

type Call = { method: string; path: string; body: unknown };

function api(apply: (body: unknown) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = request.method === 'GET' ? null : ((await request.json().catch(() => null)) as unknown);
    calls.push({ method: request.method, path, body });
    const json = (status: number, b: unknown) =>
      new Response(JSON.stringify(b), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/jobs/job-1/questions') return json(200, { data: QUESTIONS });
    if (path === '/candidate/applications') {
      const r = apply(body);
      return json(r.status, r.body);
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  }) as unknown as typeof fetch;
  return calls;
}

function open() {
  const onClose = jest.fn();
  renderPage(
    <ApplyModal
      open
      jobId="job-1"
      jobTitle="React Developer"
      profile={profile}
      onClose={onClose}
      onAlreadyApplied={jest.fn()}
    />,
    { path: '/', url: '/' },
  );
  return onClose;
}

beforeAll(initTestI18n);

describe('ApplyModal screening questions', () => {
  it('asks each question with its control and refuses empty required answers in Thai', async () => {
    const calls = api(() => ({ status: 201, body: { data: { id: 'app-1' } } }));
    open();
    const group = await screen.findByTestId('apply-questions');
    expect(within(group).getByText('คำถามจากบริษัท')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'ใช่' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'ทางไกล' })).toBeInTheDocument();
    expect(within(group).getByPlaceholderText('ตัวเลข')).toHaveAttribute('inputmode', 'decimal');
    expect(within(group).getByText('ผลงานที่ภูมิใจ (ไม่บังคับ)')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(screen.getAllByText('กรุณาตอบคำถามนี้')).toHaveLength(3));
    fireEvent.change(within(group).getByPlaceholderText('ตัวเลข'), { target: { value: 'สาม' } });
    expect(await screen.findByText('กรุณากรอกตัวเลข (ทศนิยมได้ไม่เกิน 4 ตำแหน่ง)')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the answers with the application, in the question order, the empty optional one left out', async () => {
    const calls = api(() => ({ status: 201, body: { data: { id: 'app-1' } } }));
    const onClose = open();
    const group = await screen.findByTestId('apply-questions');
    fireEvent.click(within(group).getByRole('radio', { name: 'ใช่' }));
    fireEvent.change(within(group).getByPlaceholderText('ตัวเลข'), { target: { value: '4.5' } });
    fireEvent.click(within(group).getByRole('radio', { name: 'ทางไกล' }));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      job_id: 'job-1',
      answers: [
        { question_id: 'q-permit', value: 'yes' },
        { question_id: 'q-years', value: '4.5' },
        { question_id: 'q-mode', value: 'ทางไกล' },
      ],
    });
  });

  it("shows the API's answers.N error on question N", async () => {
    api(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'ข้อมูลไม่ถูกต้อง',
          fields: [{ field: 'answers.2', code: 'answer_option', message: 'กรุณาเลือกหนึ่งในตัวเลือกที่กำหนด' }],
        },
      },
    }));
    const onClose = open();
    const group = await screen.findByTestId('apply-questions');
    fireEvent.click(within(group).getByRole('radio', { name: 'ไม่ใช่' }));
    fireEvent.change(within(group).getByPlaceholderText('ตัวเลข'), { target: { value: '1' } });
    fireEvent.click(within(group).getByRole('radio', { name: 'ออฟฟิศ' }));
    fireEvent.click(screen.getByTestId('apply-submit'));
    const message = await screen.findByText('กรุณาเลือกหนึ่งในตัวเลือกที่กำหนด');
    // under the third question (the single choice)
    expect(message.closest('.ant-form-item')).toHaveTextContent('รูปแบบงานที่สะดวก');
    expect(onClose).not.toHaveBeenCalled();
  });
});
