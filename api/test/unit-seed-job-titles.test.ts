import { createRng } from '../src/seed/random';
import { makeJob, type JobCompanyRef } from '../src/seed/jobFactory';
import { PROVINCES } from '../src/seed/data/provinces';

const company = (provinceId: number): JobCompanyRef => ({
  id: 'c1',
  nameTh: 'บริษัท ทดสอบ',
  nameEn: 'Test Co',
  provinceId,
  focusTh: 'ซอฟต์แวร์',
  focusEn: 'software',
  international: false,
  benefits: [{ th: 'ประกันสุขภาพ', en: 'Health insurance' }],
});

// Every place a title can name: the provinces and Bangkok's short form.
const PLACES = [...PROVINCES.map((p) => ({ id: p.id, name: p.name_th })), { id: 1, name: 'กรุงเทพฯ' }];

describe('demo job titles (seed)', () => {
  it('a title that names a province names the job’s own province', () => {
    const rng = createRng(19);
    const now = new Date('2026-01-01T00:00:00Z');
    let named = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const job = makeJob(rng, company((i % 77) + 1), now);
      expect(job.title).not.toContain('{province}');
      const places = PLACES.filter((p) => job.title.includes(p.name));
      if (places.length === 0) continue;
      named += 1;
      expect({ title: job.title, province: job.provinceId }).toEqual({
        title: job.title,
        province: places[0].id,
      });
    }
    expect(named).toBeGreaterThan(10);
  });
});
