import type { NotificationKind } from '@jobportal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/types';
import { ApiError } from '../errors/api-error';
import { errorResponses } from '../openapi/schemas';
import { mailSettings, signingSecret } from '../services/alerts/email/settings';
import { verifyUnsubscribe, type UnsubscribeTarget } from '../services/alerts/email/unsubscribe-token';
import { emailOff, preferencesPath } from '../services/alerts/preferences';

/** Every kind has a name (the compiler checks it): a link of a kind without one was a 500. */
const KIND_NAMES: Record<NotificationKind, { th: string; en: string }> = {
  application_status: { th: 'การอัปเดตสถานะใบสมัคร', en: 'application status updates' },
  application_new: { th: 'ผู้สมัครใหม่', en: 'new applicants' },
  application_withdrawn: { th: 'การถอนใบสมัคร', en: 'withdrawn applications' },
  job_expiring: { th: 'ประกาศงานใกล้หมดอายุ', en: 'job ads about to expire' },
  saved_search_digest: { th: 'งานใหม่จากการแจ้งเตือนงาน', en: 'new jobs from your job alerts' },
  job_moderated: { th: 'ผลการตรวจสอบประกาศงาน', en: 'reviews of your job ads' },
  company_verification: { th: 'ผลการยืนยันบริษัท', en: 'company verification results' },
  company_status: { th: 'สถานะบัญชีบริษัท', en: 'company account status' },
  application_message: { th: 'ข้อความใหม่ในใบสมัคร', en: 'new messages on applications' },
  interview: { th: 'นัดสัมภาษณ์', en: 'interviews' },
  job_invitation: { th: 'คำเชิญให้สมัครงาน', en: 'invitations to apply' },
  job_recommendations: { th: 'งานที่คุณอาจสนใจประจำสัปดาห์', en: 'weekly jobs you may like' },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page in Thai then English (the link is opened without signing in, language unknown). */
function page(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>JobPortal</title></head>` +
        `<body style="font-family:'Noto Sans Thai',Sarabun,Tahoma,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f1f1f">${body}</body></html>`,
    );
}

function target(token: string | undefined): UnsubscribeTarget {
  let secret: string;
  try {
    secret = signingSecret(mailSettings());
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE');
  }
  const t = token ? verifyUnsubscribe(secret, token) : null;
  if (!t) throw new ApiError('UNSUBSCRIBE_LINK_INVALID');
  return t;
}

/**
 * One-click unsubscribe (RFC 8058), no login: the signed token names the account and the kind of e-mail.
 * GET shows a confirmation button (link scanners follow GETs, so GET changes nothing); POST switches the kind off,
 * whether it comes from the button or from the mail client's List-Unsubscribe-Post.
 */
export default async function unsubscribeRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const querystring = {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 1000 } },
  };

  app.get<{ Querystring: { token: string } }>(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The unsubscribe link of an e-mail: a page with a confirmation button (no login)',
        querystring,
        response: errorResponses(400, 503),
      },
    },
    async (request, reply) => {
      const t = target(request.query.token);
      const k = KIND_NAMES[t.kind];
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return page(
        reply,
        `<h1 style="font-size:22px">ยกเลิกการรับอีเมล / Unsubscribe</h1>` +
          `<p>หยุดส่งอีเมลเรื่อง${esc(k.th)}ถึงคุณ</p><p>Stop e-mails about ${esc(k.en)}.</p>` +
          `<form method="post" action="${esc(action)}"><button type="submit" style="background:#1677ff;color:#fff;border:0;border-radius:6px;padding:10px 20px;font-size:16px">ยืนยัน / Confirm</button></form>`,
      );
    },
  );

  app.post<{ Querystring: { token: string } }>(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Unsubscribe from one kind of e-mail (RFC 8058 one-click; no login)',
        querystring,
        response: errorResponses(400, 503),
      },
    },
    async (request, reply) => {
      const t = target(request.query.token);
      await emailOff(db, { uid: t.uid, role: t.role }, t.kind);
      const k = KIND_NAMES[t.kind];
      return page(
        reply,
        `<h1 style="font-size:22px">ยกเลิกการรับอีเมลแล้ว / Unsubscribed</h1>` +
          `<p>คุณจะไม่ได้รับอีเมลเรื่อง${esc(k.th)}อีก การแจ้งเตือนในเว็บไซต์ยังคงแสดงตามปกติ</p>` +
          `<p>You will no longer receive e-mails about ${esc(k.en)}. Notifications on the site stay as they are.</p>` +
          `<p><a href="${esc(preferencesPath(t.role))}">ตั้งค่าการรับอีเมล / E-mail preferences</a></p>`,
      );
    },
  );
}
