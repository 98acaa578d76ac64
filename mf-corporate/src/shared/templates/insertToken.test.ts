import { insertToken } from './insertToken';

describe('insertToken', () => {
  it('inserts at the caret, replaces a selection, appends without one', () => {
    expect(insertToken('เรียน คุณ', '{candidate_name}', 9, 9)).toEqual({
      text: 'เรียน คุณ{candidate_name}',
      caret: 25,
    });
    expect(insertToken('Hi NAME!', '{candidate_name}', 3, 7)).toEqual({
      text: 'Hi {candidate_name}!',
      caret: 19,
    });
    expect(insertToken('abc', '{company}', null, null)).toEqual({ text: 'abc{company}', caret: 12 });
    expect(insertToken('abc', '{company}', 99, 120)).toEqual({ text: 'abc{company}', caret: 12 });
  });
});
