/** The automatic screening of postings (services/moderation/rules.ts): unit cases and a floor over the dataset. */
import {
  screenPosting,
  textOf,
  type ScreenContext,
  type ScreenedPosting,
} from '../src/services/moderation/rules';
import { evaluate, heldoutPostings } from '../eval/moderation/metrics';

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

  it('sees through look-alikes and other spellings of the same abuse', () => {
    // digits: Thai, full-width, spaced out, split landlines, zero-width characters
    expect(flags({ title: 'Tester call ๐๙๕ ๕๕๕ ๑๒๓๔' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev ０２－９９９－８８８８' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Admin 0 2 1 2 3 4 5 6 7' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'HR: 0-2555-1212' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev โทร.0612345678' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev\u200b08\u200b1-234-5678' })).toEqual(['contact_in_title']);
    // spelt-out addresses, LINE phrasings and links
    expect(flags({ title: 'Dev mail: jane (at) outlook (dot) com' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev jane[at]hotmail.com' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'QA ไอดีไลน์: qa.jobs' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'Dev ทักไลน์ jobthai' })).toEqual(['contact_in_title']);
    expect(flags({ title: 'PM lin.ee/AbCdE' })).toEqual(['contact_in_title']);
    // markup written with full-width brackets or entities in a title
    expect(flags({ title: 'Dev ＜b＞hot＜/b＞' })).toEqual(['markup']);
    expect(flags({ title: 'Admin &lt;img src=x onerror=alert(1)&gt;' })).toEqual(['markup']);
    // line breaks URL-encoded (twice), typed as escapes, or as Unicode separators
    expect(flags({ title: 'Dev%250d%250aBcc:%20list' })).toEqual(['header_injection']);
    expect(flags({ title: 'Dev\\nSubject: hi' })).toEqual(['header_injection']);
    expect(flags({ title: 'Dev\u2028X-Mailer: y' })).toEqual(['header_injection']);
    // more fee, deposit and easy-money phrasings
    for (const text of [
      'ค่าแรกเข้า 200 บาท',
      'มัดจำแล็ปท็อป 4,000 บาท',
      'ต้องมีเงินค้ำประกันการทำงาน 3,000 บาท',
      'ผู้ผ่านการคัดเลือกต้องโอนเงิน 700 บาท',
      'ก่อนเริ่มงานจะต้องซื้อชุดฟอร์มเอง',
      'จ่ายเงินก่อนรับงาน 300 บาท',
      'ค่าเปิดบัญชีระบบ 150 บาท',
      'ลงทุนขั้นต่ำ 1,500 บาท',
      'ทำวันละ 1-2 ชม. รายได้เสริมวันละหลักพัน',
      'ยิ่งชวนมาก ยิ่งได้มาก',
      'Applicants must first pay 1,000 THB',
      'You will need to buy your own uniform',
      'Join our network marketing team',
      'ค่าสมัคร ๓๐๐ บาท',
    ])
      expect({ text, flags: flags({ description_html: `<p>${text}</p>` }) }).toEqual({
        text,
        flags: ['scam_phrase'],
      });
    // salaries: bait in the text, and an internship far above any allowance
    expect(flags({ description_html: '<p>Salary: 950,000 THB/month</p>' })).toEqual(['salary_outlier']);
    expect(flags({ description_html: '<p>เงินเดือนเริ่มต้น ๗๐๐,๐๐๐ บาท</p>' })).toEqual(['salary_outlier']);
    expect(flags({ hire_type: 'internship', salary_min: 150_000, salary_max: 200_000 })).toEqual([
      'salary_outlier',
    ]);
  });

  it('lets the near misses of those spellings through', () => {
    const pass = (over: Partial<ScreenedPosting>) =>
      expect({ over, flags: flags(over) }).toEqual({ over, flags: [] });
    for (const title of [
      'R&amp;D Engineer',
      'Java 8 / 11 / 17 Developer',
      'Shift 08.30-17.30 Support',
      'Salary 25,000-35,000',
      'QA – Job 2025-0815',
      'Software Engineer at agoda.com',
      'ISO 27001:2022 Auditor',
      'IPv4 10.0.0.1 Network Admin',
      '100% Remote Engineer',
      'Odoo Developer ๒ อัตรา',
      'Line Manager (Data)',
    ])
      pass({ title });
    for (const text of [
      'ระบบชำระเงินก่อนรับสินค้า และ COD',
      'ผู้สมัครต้องวางแผนงานได้ดี',
      'บริษัทได้รับเงินลงทุนเริ่มต้น 50 ล้านบาท',
      'ชวนเพื่อนมาสมัครงาน ได้เงินรางวัล 10,000 บาท',
      'ระบบให้ลูกค้าชำระเงินมัดจำห้องพักออนไลน์',
      'e-wallet ที่ผู้ใช้ต้องเติมเงินก่อนใช้',
      'ไม่ต้องลงทุน ไม่มีค่าแรกเข้า',
      'You must pay attention to detail',
      'We purchase training courses for you',
      'You will need to transfer knowledge to the team',
      'เงินเดือน + ค่าคอม (เป้ายอดขาย 2,000,000 บาท/ไตรมาส)',
      'Salary 1,200,000 THB per year + bonus',
      'ใช้ &lt;script setup&gt; กับ Vue 3',
    ])
      pass({ description_html: `<p>${text}</p>` });
    pass({ hire_type: 'internship', salary_min: 15_000, salary_max: 20_000 });
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

  // The held-out set (eval/moderation/heldout.ts) was written blind and measured before the rules were changed
  // (eval/moderation/README.md): precision 0.97, recall 0.54 held; 1.00 / 0.89 after. It is no longer blind; the
  // floor keeps later changes from losing what it measured. Its remaining misses are description markup the sanitiser
  // removes before screening and salaries that need market data, so its recall floor is below the tuned set's.
  it('holds the held-out set with precision of at least 0.95 and recall of at least 0.85', () => {
    const result = evaluate(heldoutPostings());
    expect(result.postings).toBeGreaterThanOrEqual(120);
    expect(result.held.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.held.recall).toBeGreaterThanOrEqual(0.85);
    expect(result.flags.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.flags.recall).toBeGreaterThanOrEqual(0.85);
  });
});
