import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows } from '../src/db/sql';
import { candidate } from '../src/db/schema';
import { forEachDriver } from './helpers/app';
import { applicant, screeningTeam, type ScreeningTeam } from './helpers/screening-team';
import type { TestUser } from './helpers/users';

/** RFC 4180 (quoted fields, doubled quotes, CRLF rows): enough to read back what the API wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

forEachDriver('applicants export', (ctx) => {
  let t: ScreeningTeam;
  let ann: TestUser; // passes the screening
  let hacker: TestUser; // a name and headline that are spreadsheet formulas
  let restricted: TestUser; // restricted processing (PDPA)
  let quitter: TestUser; // withdrew the application
  let yearsQuestion = '';
  const exportUrl = (query = '') => `/api/corporate/jobs/${t.jobId}/applications/export${query}`;
  const download = (who: TestUser, query = '', language = 'th') =>
    ctx.call('GET', exportUrl(query), { auth: who.auth, headers: { 'accept-language': language } });

  beforeAll(async () => {
    t = await screeningTeam(ctx, 'บริษัท ส่งออก จำกัด');
    const put = await ctx.call('PUT', `/api/corporate/jobs/${t.jobId}/questions`, {
      auth: t.members.owner.auth,
      body: {
        questions: [
          {
            kind: 'yes_no',
            prompt: 'ทำงานกะกลางคืนได้ไหม',
            options: [],
            required: true,
            knockout: { equals: 'yes' },
          },
          { kind: 'number', prompt: 'ประสบการณ์กี่ปี', options: [], required: true, knockout: null },
          { kind: 'short_text', prompt: '=ตอบสั้นๆ', options: [], required: false, knockout: null },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const [nightShift, years, shortText] = put.json().data.map((q: { id: string }) => q.id);
    yearsQuestion = years;
    [ann, hacker, restricted, quitter] = await Promise.all([
      applicant(ctx, {
        firstName: 'แอน',
        lastName: 'ใจดี',
        phone: '0812345678',
        headline: 'นักพัฒนา "ฟูลสแต็ก", React',
      }),
      applicant(ctx, {
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'x',
        headline: '+SUM(1,2)',
      }),
      applicant(ctx, { firstName: 'จำกัด', lastName: 'การใช้' }),
      applicant(ctx, { firstName: 'ถอน', lastName: 'ตัว' }),
    ]);
    const apply = async (who: TestUser, night: string, yrs: string, text = '') => {
      const res = await ctx.call('POST', '/api/candidate/applications', {
        auth: who.auth,
        body: {
          job_id: t.jobId,
          answers: [
            { question_id: nightShift, value: night },
            { question_id: years, value: yrs },
            { question_id: shortText, value: text },
          ],
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    await apply(ann, 'yes', '4', 'ระบบ POS ร้านกาแฟ');
    await apply(hacker, 'no', '1', '@SUM(A1:A9)');
    await apply(restricted, 'yes', '2');
    const quitId = await apply(quitter, 'yes', '7');
    expect(
      (await ctx.call('POST', `/api/candidate/applications/${quitId}/withdraw`, { auth: quitter.auth }))
        .statusCode,
    ).toBe(200);
    await ctx.db
      .update(candidate)
      .set({ processingRestricted: true })
      .where(eq(candidate.uid, restricted.uid));
  });

  it('CSV: UTF-8 with BOM and CRLF; Thai round-trips; formulas are defused; PDPA-excluded applicants left out', async () => {
    const res = await download(t.members.recruiter);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applicants-.+\.csv"$/);
    expect(res.headers['x-export-excluded']).toBe('2');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'ชื่อ-นามสกุล',
      'อีเมล',
      'โทรศัพท์',
      'ตำแหน่ง/หัวข้อโปรไฟล์',
      'จังหวัด',
      'ประสบการณ์ (ปี)',
      'เงินเดือนที่คาดหวัง (บาท)',
      'สถานะ',
      'วันที่สมัคร (เวลาประเทศไทย)',
      'ไม่ตรงคุณสมบัติ',
      'แนบเรซูเม่',
      'ทำงานกะกลางคืนได้ไหม',
      'ประสบการณ์กี่ปี',
      "'=ตอบสั้นๆ",
    ]);
    // newest first; the restricted and the withdrawn applicants are not in the file
    expect(rows.map((r) => r[0])).toEqual([`'=HYPERLINK("http://evil.example") x`, 'แอน ใจดี']);
    const [evil, good] = rows;
    expect(evil[3]).toBe("'+SUM(1,2)");
    expect(evil[9]).toBe('ใช่');
    expect(evil[13]).toBe("'@SUM(A1:A9)");
    expect(good.slice(1, 4)).toEqual([ann.email, '0812345678', 'นักพัฒนา "ฟูลสแต็ก", React']);
    expect(good.slice(7, 14)).toEqual([
      'สมัครแล้ว',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'ไม่ใช่',
      'ไม่ใช่',
      'ใช่',
      '4',
      'ระบบ POS ร้านกาแฟ',
    ]);
    // the Bangkok wall clock: seven hours ahead of UTC
    const [{ applied_at }] = await queryRows<{ applied_at: string | Date }>(
      ctx.db,
      sql`select applied_at from application a join candidate c on c.uid = a.candidate_uid where c.uid = ${ann.uid}`,
    );
    const bangkok = new Date(new Date(applied_at).getTime() + 7 * 3600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect(good[8]).toBe(bangkok);
    expect(text).not.toContain(restricted.email);
    expect(text).not.toContain(quitter.email);
    // no link to a résumé or any file leaves in the export
    expect(text).not.toMatch(/\/api\/files|https?:\/\/(?!evil)/);
  });

  it('English headers with accept-language en; the pipeline filters apply', async () => {
    const res = await download(t.members.admin, `?knocked_out=true`, 'en');
    const [header, ...rows] = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(header.slice(0, 3)).toEqual(['Name', 'E-mail', 'Phone']);
    expect(rows.map((r) => r[9])).toEqual(['Yes']);
    const range = await download(t.members.owner, `?answer=${yearsQuestion}:3..`);
    expect(
      parseCsv(range.rawPayload.toString('utf8').slice(1))
        .slice(1)
        .map((r) => r[1]),
    ).toEqual([ann.email]);
  });

  it('XLSX: read back with exceljs: the same rows, numbers as numbers, the time as a date, text never a formula', async () => {
    const res = await download(t.members.owner, '?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('ผู้สมัคร');
    expect(sheet.rowCount).toBe(3);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('ชื่อ-นามสกุล');
    expect(values(1)[13]).toBe('=ตอบสั้นๆ');
    const evil = values(2);
    const good = values(3);
    // a string cell, shown as typed: a spreadsheet does not run it
    expect(evil[0]).toBe('=HYPERLINK("http://evil.example") x');
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(good[0]).toBe('แอน ใจดี');
    expect(good[3]).toBe('นักพัฒนา "ฟูลสแต็ก", React');
    expect(good[12]).toBe(4);
    expect(good[8]).toBeInstanceOf(Date);
    expect(sheet.getRow(3).getCell(9).numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('job:export: the viewer and a recruiter not on the job are refused, another company gets 404', async () => {
    for (const who of [t.members.viewer, t.bystander]) {
      const res = await download(who);
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'TEAM_ROLE_FORBIDDEN']);
    }
    const other = await download(t.outsider);
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'JOB_NOT_FOUND']);
    expect((await ctx.call('GET', exportUrl(), { auth: ann.auth })).statusCode).toBe(403);
    expect((await ctx.call('GET', exportUrl())).statusCode).toBe(401);
    expect((await download(t.members.owner, '?format=pdf')).statusCode).toBe(400);
  });

  it('every export is in the company feed: who, which format, how many rows', async () => {
    const events = await queryRows<{
      actor_uid: string;
      data: { format: string; rows: number; excluded: number };
    }>(
      ctx.db,
      sql`select actor_uid, data from activity_event where type = 'applicants_exported' order by at`,
    );
    expect(events.map((e) => [e.actor_uid, e.data.format, e.data.rows, e.data.excluded])).toEqual([
      [t.members.recruiter.uid, 'csv', 2, 2],
      [t.members.admin.uid, 'csv', 1, 0],
      // ann (4 years) and the withdrawn applicant (7): one row, one left out
      [t.members.owner.uid, 'csv', 1, 1],
      [t.members.owner.uid, 'xlsx', 2, 2],
    ]);
  });
});
