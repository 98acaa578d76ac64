import type { CorporateApplication, ScreeningKind } from '@jobportal/contracts';
import { matchesAnswer, parseAnswerFilter } from './answerFilter';
import {
  ALL_STATUSES,
  allowedTransitions,
  BOARD_COLUMNS,
  canDrop,
  columnOf,
  NOT_A_FIT,
  PIPELINE_COLUMNS,
} from './pipeline';

describe("the employer's pipeline board", () => {
  it('has the seven board columns in pipeline order', () => {
    expect(PIPELINE_COLUMNS).toEqual([
      'applied',
      'reviewing',
      'shortlisted',
      'interview',
      'offered',
      'hired',
      'rejected',
    ]);
  });

  it("offers the company's moves in board order", () => {
    expect(allowedTransitions('interview')).toEqual(['offered', 'hired', 'rejected']);
    expect(allowedTransitions('rejected')).toEqual(['reviewing']);
    expect(ALL_STATUSES.filter((s) => allowedTransitions(s).includes('withdrawn'))).toEqual([]);
  });
});

describe('"not a fit" and the answer filter (issue 43)', () => {
  it('a knocked-out application sits in "not a fit" while it is still applied, and may go back to "applied"', () => {
    expect(columnOf({ status: 'applied', knocked_out: true })).toBe(NOT_A_FIT);
    expect(columnOf({ status: 'reviewing', knocked_out: true })).toBe('reviewing');
    expect(canDrop({ status: 'applied', knocked_out: true }, 'applied')).toBe(true);
    expect(canDrop({ status: 'applied', knocked_out: false }, 'applied')).toBe(false);
    expect(canDrop({ status: 'applied', knocked_out: false }, NOT_A_FIT)).toBe(false);
    expect(BOARD_COLUMNS).toEqual([...PIPELINE_COLUMNS, NOT_A_FIT]);
  });

  it('reads answers like the API: exact, a number range, words of a short text', () => {
    const app = {
      screening: [
        { question_id: 'y', kind: 'yes_no', prompt: '', value: 'yes', knocks_out: false },
        { question_id: 'n', kind: 'number', prompt: '', value: '3.5', knocks_out: false },
        { question_id: 't', kind: 'short_text', prompt: '', value: 'ระบบ POS ร้านกาแฟ', knocks_out: false },
      ],
    } as unknown as CorporateApplication;
    const match = (raw: string, kind: ScreeningKind) => matchesAnswer(app, parseAnswerFilter(raw)!, kind);
    expect(match('y:yes', 'yes_no')).toBe(true);
    expect(match('y:no', 'yes_no')).toBe(false);
    expect(match('n:3..', 'number')).toBe(true);
    expect(match('n:..3', 'number')).toBe(false);
    expect(match('n:3.5', 'number')).toBe(true);
    expect(match('t:pos', 'short_text')).toBe(true);
    expect(parseAnswerFilter('y:')).toBeNull();
  });
});
