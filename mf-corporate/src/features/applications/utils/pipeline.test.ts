import { ALL_STATUSES, allowedTransitions, PIPELINE_COLUMNS } from './pipeline';

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
