import { railStation } from '@jobportal/contracts';
import { makeJob } from '../src/seed/jobFactory';
import { createRng } from '../src/seed/random';
import { seededRailStations } from '../src/seed/railStations';

/** The demo and generated jobs in Bangkok name stations near them, so the BTS/MRT filter shows something (issue 45). */
describe('seeded rail stations', () => {
  it('gives about 60% of the Bangkok jobs 1-3 neighbouring stations of one line, and other provinces none', () => {
    const ids = Array.from(
      { length: 2000 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const bangkok = ids.map((id) => seededRailStations(id, 1));
    const near = bangkok.filter((s) => s.length > 0);
    expect(near.length / ids.length).toBeGreaterThan(0.5);
    expect(near.length / ids.length).toBeLessThan(0.7);
    for (const stations of near) {
      expect(stations.length).toBeLessThanOrEqual(3);
      const lines = stations.map((code) => railStation(code)!.lines);
      // every station known, all on one line
      expect(lines.every((l) => l.some((line) => lines[0].includes(line)))).toBe(true);
    }
    expect(new Set(near.flat()).size).toBeGreaterThan(30);
    expect(ids.every((id) => seededRailStations(id, 50).length === 0)).toBe(true);
    // the same id always gets the same stations
    expect(seededRailStations(ids[7], 1)).toEqual(bangkok[7]);
  });

  it('derives a generated job stations from its id and province: the same seed gives the same jobs', () => {
    const company = {
      id: '11111111-1111-4111-8111-111111111111',
      nameTh: 'บริษัท ทดสอบ',
      nameEn: 'Test Co',
      provinceId: 1,
      focusTh: 'ซอฟต์แวร์',
      focusEn: 'software',
      international: false,
      benefits: [],
    };
    const now = new Date('2026-11-24T00:00:00Z');
    const a = createRng(42);
    const b = createRng(42);
    const first = Array.from({ length: 50 }, () => makeJob(a, company, now));
    const again = Array.from({ length: 50 }, () => makeJob(b, company, now));
    expect(again).toEqual(first);
    expect(first.some((j) => j.railStations.length > 0)).toBe(true);
    for (const j of first) expect(j.railStations).toEqual(seededRailStations(j.id, j.provinceId));
  });
});
