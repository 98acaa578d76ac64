/** The automatic screening of postings (services/moderation/rules.ts): unit cases and a floor over the dataset. */
import {
  screenPosting,
  textOf,
  type ScreenContext,
  type ScreenedPosting,
} from '../src/services/moderation/rules';
import { evaluate } from '../eval/moderation/metrics';

const quiet: ScreenContext = { recentPostingsByCompany: 0, companyVerified: false, market: null };
const posting = (over: Partial<ScreenedPosting> = {}): ScreenedPosting => ({
  title: 'นักพัฒนา React อาวุโส',
  description_html: '<p>ร่วมพัฒนาระบบกับทีมของเรา</p>',
  qualifications_html: '<ul><li>3 ปีขึ้นไป</li></ul>',
  hire_type: 'full_time',
  salary_min: 50000,
  salary_max: 80000,
  ...over,
});
const flags = (over: Partial<ScreenedPosting>, ctx: Partial<ScreenContext> = {}) =>
  screenPosting(posting(over), { ...quiet, ...ctx }).flags;

describe('moderation rules', () => {
  it('holds what looks abusive, with stable codes', () => {
    expect(flags({ title: '<script>alert(1)</script> Dev' })).toEqual(['markup']);
    expect(flags({ title: 'Dev <svg/onload=alert(1)>' })).toEqual(['markup']);
    expect(flags({ title: '<b>ด่วน</b> โปรแกรมเมอร์' })).toEqual(['markup']);
    expect(flags({ description_html: '<p>&lt;img src=x onerror=alert(1)&gt;</p>' })).toEqual(['markup']);
    expect(flags({ title: 'แอดมิน โทร 081-234-5678' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Admin +66 2 123 4567' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev ไลน์ไอดี abc123' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev line: jobs99' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev @lineid' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev mail hr@example.com' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev\nBcc: x' })).toEqual(['header_injection']);
    expect(flags({ description_html: '<p>ค่าสมัคร 300 บาท</p>' })).toEqual(['scam_phrase']);
    expect(flags({ description_html: '<p>มีค่าประกันชุด 500 บาท</p>' })).toEqual(['scam_phrase']);
    expect(flags({ description_html: '<p>ต้องโอนเงินก่อน</p>' })).toEqual(['scam_phrase']);
    expect(flags({ description_html: '<p>ค่าอบรมก่อนเริ่มงาน 1,000 บาท</p>' })).toEqual(['scam_phrase']);
    expect(flags({ title: 'งานพิเศษ รายได้วันละ 3,000 ไม่ต้องมีประสบการณ์' })).toEqual(['scam_phrase']);
    expect(flags({ title: 'งานออนไลน์ทำที่บ้าน รายได้ดี' })).toEqual(['scam_phrase']);
    expect(flags({ description_html: '<p>Registration fee 500 THB, deposit required</p>' })).toEqual([
      'scam_phrase',
    ]);
    expect(flags({ description_html: '<p>You pay for training first</p>' })).toEqual(['scam_phrase']);
    expect(flags({ title: 'แอดมินเว็บบาคาร่า' })).toEqual(['scam_phrase']);
    expect(flags({ description_html: '<p>รับคนเทรด forex ผลตอบแทน 10% ต่อเดือน</p>' })).toEqual(['scam_phrase']);
    expect(flags({ salary_min: 600_000, salary_max: 800_000 })).toEqual(['salary_outlier']);
    expect(flags({ salary_min: 50_000, salary_max: 5_000_000 })).toEqual(['salary_outlier']);
    expect(flags({ salary_min: 3_000, salary_max: 5_000 })).toEqual(['salary_outlier']);
    expect(flags({ salary_min: 400_000, salary_max: 450_000 }, { market: { p90: 90_000, n: 50 } })).toEqual([
      'salary_outlier',
    ]);
    expect(flags({}, { recentPostingsByCompany: 10 })).toEqual(['posting_burst']);
    expect(flags({}, { recentPostingsByCompany: 50, companyVerified: true })).toEqual(['posting_burst']);
    expect(
      flags({ title: '<b>Easy money</b> 089-111-2222', description_html: '<p>Registration fee</p>' }),
    ).toEqual(['markup', 'contact_in_title', 'scam_phrase']);
  });

  it('lets legitimate postings through, Thai and English, including the tricky ones', () => {
    const pass = (over: Partial<ScreenedPosting>, ctx: Partial<ScreenContext> = {}) =>
      expect({ over, flags: flags(over, ctx) }).toEqual({ over, flags: [] });
    pass({});
    pass({ description_html: '<p>ไม่มีค่าใช้จ่ายในการสมัคร</p>' });
    pass({ description_html: '<p>ไม่มีค่าสมัคร ไม่เก็บค่าประกันชุด ไม่ต้องเสียค่าอบรมก่อนเริ่มงาน</p>' });
    pass({ description_html: '<p>We never charge a registration fee. No deposit required.</p>' });
    pass({ title: 'Line Manager – Support Engineering' });
    pass({ title: 'วิศวกรไลน์ผลิต (PLC)' });
    pass({ title: 'Software Engineer @ LINE' });
    pass({ title: 'React/Next.js Developer (<3 years OK)' });
    pass({ description_html: '<p>React/Next.js &lt;3 years</p>' });
    pass({ title: 'C++ / C# Developer' });
    pass({ description_html: '<p>Strong &lt;div&gt; layout skills</p>' });
    pass({ description_html: '<p>โทร 081-234-5678 หรือ hr@example.com, LINE ID: @jobs</p>' });
    pass({ title: 'JavaScript: Senior Frontend Engineer' });
    pass({ salary_min: 150_000, salary_max: 150_000 });
    pass({ salary_min: 150_000, salary_max: 200_000 }, { market: { p90: 90_000, n: 50 } });
    pass({ salary_min: 400_000, salary_max: 450_000 }, { market: { p90: 90_000, n: 5 } });
    pass({ salary_min: 6_000, salary_max: 8_000, hire_type: 'part_time' });
    pass({ salary_min: null, salary_max: null, salary_negotiable: true } as Partial<ScreenedPosting>);
    pass({ title: 'Blockchain Engineer – Crypto Exchange' });
    pass({ description_html: '<p>บริษัทออกค่าอบรมให้ ทำงานที่บ้านได้</p>' });
    pass({}, { recentPostingsByCompany: 9 });
    pass({}, { recentPostingsByCompany: 30, companyVerified: true });
  });

  it('reads the text of sanitised HTML (entities decoded, tags dropped)', () => {
    expect(textOf('<p>a &lt;b&gt; &amp; <strong>c</strong>&#39;d&#x41;</p>')).toBe("a <b> & c 'dA");
  });

  it('holds the dataset with precision and recall of at least 0.95', () => {
    const result = evaluate();
    expect(result.postings).toBeGreaterThanOrEqual(200);
    expect(result.mistakes).toEqual([]);
    expect(result.held.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.held.recall).toBeGreaterThanOrEqual(0.95);
    for (const [flag, s] of Object.entries(result.perFlag)) {
      expect({ flag, ok: s.precision >= 0.95 && s.recall >= 0.95 }).toEqual({ flag, ok: true });
    }
  });
});
