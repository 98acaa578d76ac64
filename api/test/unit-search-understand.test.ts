import { findSalaries } from '../src/services/search/salary';
import { damerau } from '../src/services/search/typo';
import { understand } from '../src/services/search/understand';

const parts = (q: string) => understand(q).parts.map((p) => [p.kind, p.value, p.text]);

describe('query understanding (parser)', () => {
  it('provinces: Thai names, short forms, English, no spaces, "จ." and "in"', () => {
    expect(parts('Data Engineer กรุงเทพ')).toEqual([['location', '1', 'กรุงเทพ']]);
    expect(understand('Data Engineer กรุงเทพ')).toMatchObject({
      text: 'data engineer',
      filterText: 'Data Engineer',
    });
    expect(understand('งาน react กทม')).toMatchObject({ text: 'react', locations: [1] });
    for (const q of ['กรุงเทพมหานคร', 'bangkok', 'BKK', 'กรุงเทพฯ'])
      expect(understand(q).locations).toEqual([1]);
    expect(understand('โคราช').locations).toEqual([19]);
    expect(understand('korat').locations).toEqual([19]);
    expect(understand('python chiang mai')).toMatchObject({ text: 'python', locations: [39] });
    expect(understand('python chiangmai').locations).toEqual([39]);
    expect(understand('นักพัฒนาเชียงใหม่')).toMatchObject({ text: 'นักพัฒนา', locations: [39] });
    expect(understand('data analyst จ.เชียงใหม่')).toMatchObject({
      text: 'data analyst',
      filterText: 'data analyst',
    });
    expect(understand('react jobs in bangkok')).toMatchObject({ text: 'react', locations: [1] });
  });

  it('a province name that is an everyday word needs "จังหวัด" / "จ." next to it', () => {
    expect(understand('เลย').parts).toEqual([]);
    expect(understand('java จังหวัดเลย').locations).toEqual([31]);
  });

  it('work modes, hire types and seniority', () => {
    expect(parts('remote ไม่ต้องเข้าออฟฟิศ')).toEqual([['workType', 'remote', 'remote ไม่ต้องเข้าออฟฟิศ']]);
    expect(understand('remote ไม่ต้องเข้าออฟฟิศ').text).toBe('');
    for (const q of ['wfh', 'WFH', 'ทำงานที่บ้าน', 'work from home', 'ทำงานจากที่บ้าน'])
      expect(understand(q).workTypes).toEqual(['remote']);
    expect(understand('java hybrid').workTypes).toEqual(['hybrid']);
    expect(understand('on-site qa')).toMatchObject({ workTypes: ['onsite'], text: 'qa' });
    expect(understand('ฝึกงาน python เชียงใหม่')).toMatchObject({
      text: 'python',
      hireTypes: ['internship'],
      locations: [39],
    });
    expect(understand('ฝึกงานเชียงใหม่')).toMatchObject({
      text: '',
      hireTypes: ['internship'],
      locations: [39],
    });
    for (const [q, h] of [
      ['intern', 'internship'],
      ['Full-time React', 'full_time'],
      ['part time', 'part_time'],
      ['พาร์ทไทม์', 'part_time'],
      ['สัญญาจ้าง', 'contract'],
      ['ฟรีแลนซ์', 'freelance'],
    ])
      expect(understand(q).hireTypes).toEqual([h]);
    // seniority is a boost: it leaves the text but stays in the page's search text
    expect(understand('senior java')).toMatchObject({
      text: 'java',
      filterText: 'senior java',
      seniority: ['senior'],
    });
    expect(understand('จูเนียร์ react').seniority).toEqual(['junior']);
    // a skill phrase holding such a word stays text
    expect(understand('smart contract developer')).toMatchObject({
      parts: [],
      text: 'smart contract developer',
    });
    expect(understand('solidity contract').hireTypes).toEqual(['contract']);
  });

  it('salaries: 40k, 40,000, 4 หมื่น, 40000+, เงินเดือน 35000; not versions, years or counts', () => {
    const value = (q: string) => understand(q).minimumSalary;
    expect(value('python 40k')).toBe(40_000);
    expect(value('python 40K+')).toBe(40_000);
    expect(value('php 40,000 บาท ขึ้นไป')).toBe(40_000);
    expect(value('java 4 หมื่น')).toBe(40_000);
    expect(value('java 4หมื่น')).toBe(40_000);
    expect(value('1.5 แสน')).toBe(150_000);
    expect(value('devops 80000+')).toBe(80_000);
    expect(value('react เงินเดือน35000')).toBe(35_000);
    expect(understand('python 40k').text).toBe('python');
    for (const q of ['python 3', 'web3', 'c++ 11', '5 ปี', 'ios 17', '2024', 'ec2 s3'])
      expect(value(q)).toBeUndefined();
    expect(findSalaries('40k-60k').map((m) => m.value)).toEqual([40_000, 60_000]);
    expect(value('react 40k-60k')).toBe(40_000);
  });

  it('filler words go: "งาน", "หา", "ใน" next to the rest; a query of fillers only stays', () => {
    expect(understand('หางานในกทม')).toMatchObject({ text: '', locations: [1] });
    expect(understand('งานreactกทม')).toMatchObject({ text: 'react', locations: [1] });
    expect(understand('หางาน react').text).toBe('react');
    expect(understand('งาน').text).toBe('งาน');
    expect(understand('นักวิทยาศาสตร์ข้อมูล').text).toBe('นักวิทยาศาสตร์ข้อมูล');
  });

  it('each part says the search text without it (the chip × keeps the rest)', () => {
    const u = understand('ฝึกงาน python เชียงใหม่');
    expect(u.parts.map((p) => p.without)).toEqual(['python เชียงใหม่', 'ฝึกงาน python']);
  });
});

describe('edit distance with transpositions', () => {
  it('counts a swap of neighbours as one edit and gives up past the limit', () => {
    expect(damerau('pyhton', 'python', 2)).toBe(1);
    expect(damerau('pythn', 'python', 2)).toBe(1);
    expect(damerau('reakt', 'react', 2)).toBe(1);
    expect(damerau('javscript', 'javascript', 2)).toBe(1);
    expect(damerau('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
