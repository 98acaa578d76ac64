import type { ApplicationStatus } from '@jobportal/contracts';
import { canTransition, nextStatuses } from '../src/services/applications/status-machine';

describe('application status machine', () => {
  const company = (from: ApplicationStatus, to: ApplicationStatus) => canTransition(from, to, 'corporate');
  const candidate = (from: ApplicationStatus, to: ApplicationStatus) => canTransition(from, to, 'candidate');

  it('moves forward, skipping allowed, never back', () => {
    expect(company('applied', 'reviewing')).toBe(true);
    expect(company('applied', 'interview')).toBe(true);
    expect(company('offered', 'hired')).toBe(true);
    expect(company('interview', 'reviewing')).toBe(false);
    expect(company('shortlisted', 'applied')).toBe(false);
  });

  it('rejects from applied..offered, reopens rejected to reviewing only', () => {
    for (const s of ['applied', 'reviewing', 'shortlisted', 'interview', 'offered'] as const)
      expect(company(s, 'rejected')).toBe(true);
    expect(company('rejected', 'reviewing')).toBe(true);
    expect(company('rejected', 'interview')).toBe(false);
    expect(company('hired', 'rejected')).toBe(false);
  });

  it('withdrawn belongs to the candidate; hired and withdrawn are final', () => {
    expect(company('applied', 'withdrawn')).toBe(false);
    expect(candidate('interview', 'withdrawn')).toBe(true);
    expect(candidate('rejected', 'withdrawn')).toBe(false);
    expect(candidate('hired', 'withdrawn')).toBe(false);
    expect(candidate('applied', 'reviewing')).toBe(false);
    expect(nextStatuses('hired', 'corporate')).toEqual([]);
    expect(nextStatuses('withdrawn', 'corporate')).toEqual([]);
    expect(nextStatuses('offered', 'corporate')).toEqual(['hired', 'rejected']);
  });
});
