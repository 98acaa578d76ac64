import type { ApplicationStatus } from '@jobportal/contracts';
import { ALL_STATUSES, allowedTransitions, canTransition, isFinal, PIPELINE_COLUMNS } from './pipeline';

/** The legal company moves, written out by hand from docs/API-CONTRACT.md. */
const LEGAL: Record<ApplicationStatus, ApplicationStatus[]> = {
  applied: ['reviewing', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'],
  reviewing: ['shortlisted', 'interview', 'offered', 'hired', 'rejected'],
  shortlisted: ['interview', 'offered', 'hired', 'rejected'],
  interview: ['offered', 'hired', 'rejected'],
  offered: ['hired', 'rejected'],
  hired: [],
  rejected: ['reviewing'],
  withdrawn: [],
};

describe('application status machine (company)', () => {
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

  for (const from of ALL_STATUSES) {
    it(`offers exactly the legal moves from ${from}`, () => {
      expect(allowedTransitions(from)).toEqual(LEGAL[from]);
    });
    for (const to of ALL_STATUSES) {
      const legal = LEGAL[from].includes(to);
      it(`${legal ? 'allows' : 'refuses'} ${from} -> ${to}`, () => {
        expect(canTransition(from, to, 'corporate')).toBe(legal);
      });
    }
  }

  it('never lets the company withdraw or move back to applied', () => {
    for (const from of ALL_STATUSES) {
      expect(canTransition(from, 'withdrawn')).toBe(false);
      expect(canTransition(from, 'applied')).toBe(false);
    }
  });

  it('lets only the candidate withdraw, from applied..offered', () => {
    for (const from of ALL_STATUSES) {
      const expected = ['applied', 'reviewing', 'shortlisted', 'interview', 'offered'].includes(from);
      expect(canTransition(from, 'withdrawn', 'candidate')).toBe(expected);
      for (const to of ALL_STATUSES.filter((s) => s !== 'withdrawn'))
        expect(canTransition(from, to, 'candidate')).toBe(false);
    }
  });

  it('treats hired and withdrawn as final', () => {
    expect(isFinal('hired')).toBe(true);
    expect(isFinal('withdrawn')).toBe(true);
    expect(isFinal('rejected')).toBe(false);
    expect(isFinal('applied')).toBe(false);
  });
});
