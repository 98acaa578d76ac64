import { APPLICATION_STATUSES, type ApplicationStatus } from './bounds';
import { allowedTransitions, canTransition } from './pipeline';

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
const ACTIVE = ['applied', 'reviewing', 'shortlisted', 'interview', 'offered'];

describe('application status machine', () => {
  for (const from of APPLICATION_STATUSES) {
    it(`offers the company exactly the legal moves from ${from}`, () => {
      expect(allowedTransitions(from, 'corporate')).toEqual(LEGAL[from]);
    });
    for (const to of APPLICATION_STATUSES) {
      const legal = LEGAL[from].includes(to);
      it(`${legal ? 'allows' : 'refuses'} the company ${from} -> ${to}`, () => {
        expect(canTransition(from, to, 'corporate')).toBe(legal);
      });
    }
  }

  it('lets only the candidate withdraw, from applied..offered, and nothing else', () => {
    for (const from of APPLICATION_STATUSES) {
      expect(allowedTransitions(from, 'candidate')).toEqual(ACTIVE.includes(from) ? ['withdrawn'] : []);
      expect(canTransition(from, 'withdrawn', 'corporate')).toBe(false);
    }
  });

  it('treats hired and withdrawn as final for both', () => {
    for (const status of ['hired', 'withdrawn'] as const) {
      expect(allowedTransitions(status, 'corporate')).toEqual([]);
      expect(allowedTransitions(status, 'candidate')).toEqual([]);
    }
    expect(allowedTransitions('rejected', 'corporate')).toEqual(['reviewing']);
  });
});
