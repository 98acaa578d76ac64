/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The "คำถามคัดกรอง" section of the job form: adding, editing, reordering and removing questions with their
 * knock-out rules, the problems shown before anything is sent, and the questions saved with a new job.
 */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CorporateJob } from '@jobportal/contracts';
import { initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { testLookups } from '../../../test/fixtures';
import { th } from '../../../i18n/th';
import { draftKey, EMPTY_JOB } from '../utils/jobForm';
import { toInput, type QuestionDraft } from '../utils/screening';
import JobCreatePage from '../pages/JobCreatePage';
import { ScreeningQuestionsEditor } from './ScreeningQuestionsEditor';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());
beforeEach(() => window.localStorage.clear());

const s = th.screening;

function Harness({ onValue }: { onValue: (v: QuestionDraft[]) => void }) {
  const [value, setValue] = useState<QuestionDraft[]>([]);
  const [show, setShow] = useState(false);
  return (
    <>
      <ScreeningQuestionsEditor
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        showProblems={show}
      />
      <button onClick={() => setShow(true)}>check</button>
    </>
  );
}

const questions = () => screen.getAllByTestId('screening-question');
const q = (i: number) => within(questions()[i]);

it('builds questions of every kind with their knock-out rules, reorders and removes them', async () => {
  stubApi(() => undefined);
  let latest: QuestionDraft[] = [];
  renderPage(<Harness onValue={(v) => (latest = v)} />, { path: '/', url: '/' });
  expect(screen.getByText(s.empty)).toBeInTheDocument();

  // 1: yes/no, passes on "yes"
  fireEvent.click(screen.getByTestId('screening-add'));
  fireEvent.change(q(0).getByLabelText(s.prompt), { target: { value: 'มีใบอนุญาตทำงานไหม' } });
  fireEvent.click(q(0).getByText(s.knockout));
  fireEvent.click(q(0).getByLabelText(s.yes));

  // 2: single choice with three options, two of them pass
  fireEvent.click(screen.getByTestId('screening-add'));
  fireEvent.change(q(1).getByLabelText(s.kind), { target: { value: 'single_choice' } });
  fireEvent.change(q(1).getByLabelText(s.prompt), { target: { value: 'รูปแบบงานที่สะดวก' } });
  fireEvent.change(q(1).getByLabelText('คำถามที่ 2 ตัวเลือกที่ 1'), { target: { value: 'ออฟฟิศ' } });
  fireEvent.change(q(1).getByLabelText('คำถามที่ 2 ตัวเลือกที่ 2'), { target: { value: 'ทางไกล' } });
  fireEvent.click(q(1).getByText(s.addOption));
  fireEvent.change(q(1).getByLabelText('คำถามที่ 2 ตัวเลือกที่ 3'), { target: { value: 'ไฮบริด' } });
  fireEvent.click(q(1).getByText(s.knockout));
  fireEvent.click(q(1).getByLabelText('ออฟฟิศ'));
  fireEvent.click(q(1).getByLabelText('ไฮบริด'));

  // 3: a number between 2 and 10, optional
  fireEvent.click(screen.getByTestId('screening-add'));
  fireEvent.change(q(2).getByLabelText(s.kind), { target: { value: 'number' } });
  fireEvent.change(q(2).getByLabelText(s.prompt), { target: { value: 'ประสบการณ์กี่ปี' } });
  fireEvent.click(q(2).getByLabelText(s.requiredOf.replace('{{n}}', '3')));
  fireEvent.click(q(2).getByText(s.knockout));
  fireEvent.change(q(2).getByLabelText(s.minOf.replace('{{n}}', '3')), { target: { value: '2' } });
  fireEvent.change(q(2).getByLabelText(s.maxOf.replace('{{n}}', '3')), { target: { value: '10' } });

  await waitFor(() =>
    expect(latest.map(toInput)).toEqual([
      {
        kind: 'yes_no',
        prompt: 'มีใบอนุญาตทำงานไหม',
        options: [],
        required: true,
        knockout: { equals: 'yes' },
      },
      {
        kind: 'single_choice',
        prompt: 'รูปแบบงานที่สะดวก',
        options: ['ออฟฟิศ', 'ทางไกล', 'ไฮบริด'],
        required: true,
        knockout: { accepted: ['ออฟฟิศ', 'ไฮบริด'] },
      },
      { kind: 'number', prompt: 'ประสบการณ์กี่ปี', options: [], required: false, knockout: { min: 2, max: 10 } },
    ]),
  );

  // the number question first, then the first one removed
  fireEvent.click(screen.getByLabelText('เลื่อนคำถามที่ 3 ขึ้น'));
  fireEvent.click(screen.getByLabelText('เลื่อนคำถามที่ 2 ขึ้น'));
  fireEvent.click(screen.getByLabelText('ลบคำถามที่ 2'));
  expect(latest.map((x) => x.prompt)).toEqual(['ประสบการณ์กี่ปี', 'รูปแบบงานที่สะดวก']);
  expect(screen.getByLabelText('เลื่อนคำถามที่ 1 ขึ้น')).toBeDisabled();
});

it('shows what is missing once a save is tried: the prompt, two options, a rule that passes something', async () => {
  stubApi(() => undefined);
  renderPage(<Harness onValue={() => undefined} />, { path: '/', url: '/' });
  fireEvent.click(screen.getByTestId('screening-add'));
  fireEvent.change(q(0).getByLabelText(s.kind), { target: { value: 'single_choice' } });
  fireEvent.click(q(0).getByText(s.knockout));
  expect(screen.queryByText(s.errors.prompt)).not.toBeInTheDocument();
  fireEvent.click(screen.getByText('check'));
  expect(await screen.findByText(s.errors.prompt)).toBeInTheDocument();
  expect(screen.getByText(s.errors.options)).toBeInTheDocument();
  expect(screen.getByText(s.errors.accepted)).toBeInTheDocument();
  // ten at most
  for (let i = 0; i < 9; i++) fireEvent.click(screen.getByTestId('screening-add'));
  expect(questions()).toHaveLength(10);
  expect(screen.getByTestId('screening-add')).toBeDisabled();
});

it('a new job is published, then its screening questions are saved for it', async () => {
  window.localStorage.setItem(
    draftKey(undefined, null),
    JSON.stringify({
      values: {
        ...EMPTY_JOB,
        title: 'Frontend Developer',
        description_html: '<p>Build UIs</p>',
        skills: ['react'],
        province_id: 10,
        work_type: 'hybrid',
        hire_type: 'full_time',
        salary_min: '30000',
        salary_max: '50000',
      },
    }),
  );
  const calls = stubApi(({ method, path, body }) => {
    if (path === '/lookups') return ok(testLookups);
    if (path === '/corporate/profile') return ok([]);
    if (method === 'POST' && path === '/corporate/jobs')
      return ok({ id: 'job-new', title: 'Frontend Developer', status: 'published' } as CorporateJob, 201);
    if (method === 'PUT' && path === '/corporate/jobs/job-new/questions')
      return ok(
        (body as { questions: object[] }).questions.map((x, i) => ({ ...x, id: `q${i}`, answers: 0 })),
      );
    return undefined;
  });
  renderPage(<JobCreatePage />, { path: '/corporate/jobs/create', url: '/corporate/jobs/create' });
  expect(await screen.findByText(th.job.restored)).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('screening-add'));
  fireEvent.change(q(0).getByLabelText(s.prompt), { target: { value: 'เริ่มงานได้ภายใน 30 วันไหม' } });
  fireEvent.click(screen.getByTestId('job-action-publish'));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST /corporate/jobs',
    'PUT /corporate/jobs/job-new/questions',
  ]);
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
    questions: [
      { kind: 'yes_no', prompt: 'เริ่มงานได้ภายใน 30 วันไหม', options: [], required: true, knockout: null },
    ],
  });
});
