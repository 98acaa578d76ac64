import i18next from 'i18next';
import { uiResources } from '../i18n/resources';
import { timeAgo } from './timeAgo';

beforeAll(async () => {
  await i18next.init({
    lng: 'th',
    fallbackLng: 'th',
    resources: { th: { ui: uiResources.th }, en: { ui: uiResources.en } },
  });
});

const now = new Date(2026, 2, 15, 12, 0, 0); // 15 March 2026, 12:00 local time
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo (spec section 9: DD/MM/YYYY after 30 days, else weeks/days/hours/minutes/seconds in Thai)', () => {
  it('seconds', () => {
    expect(timeAgo(ago(0), 'th', now)).toBe('0 วินาทีที่แล้ว');
    expect(timeAgo(ago(45 * SECOND), 'th', now)).toBe('45 วินาทีที่แล้ว');
  });
  it('minutes', () => {
    expect(timeAgo(ago(MINUTE), 'th', now)).toBe('1 นาทีที่แล้ว');
    expect(timeAgo(ago(59 * MINUTE), 'th', now)).toBe('59 นาทีที่แล้ว');
  });
  it('hours', () => {
    expect(timeAgo(ago(2 * HOUR), 'th', now)).toBe('2 ชั่วโมงที่แล้ว');
    expect(timeAgo(ago(23 * HOUR + 59 * MINUTE), 'th', now)).toBe('23 ชั่วโมงที่แล้ว');
  });
  it('days', () => {
    expect(timeAgo(ago(DAY), 'th', now)).toBe('1 วันที่แล้ว');
    expect(timeAgo(ago(6 * DAY), 'th', now)).toBe('6 วันที่แล้ว');
  });
  it('weeks up to 30 days', () => {
    expect(timeAgo(ago(7 * DAY), 'th', now)).toBe('1 สัปดาห์ที่แล้ว');
    expect(timeAgo(ago(30 * DAY), 'th', now)).toBe('4 สัปดาห์ที่แล้ว');
  });
  it('DD/MM/YYYY when older than 30 days', () => {
    expect(timeAgo(new Date(2026, 1, 5, 9, 30), 'th', now)).toBe('05/02/2026');
    expect(timeAgo(ago(30 * DAY + 1000), 'th', now)).toBe('13/02/2026');
  });
  it('accepts ISO strings and a future date counts as now', () => {
    expect(timeAgo(ago(3 * HOUR).toISOString(), 'th', now)).toBe('3 ชั่วโมงที่แล้ว');
    expect(timeAgo(new Date(now.getTime() + 5000), 'th', now)).toBe('0 วินาทีที่แล้ว');
  });
  it('English with plurals', () => {
    expect(timeAgo(ago(MINUTE), 'en', now)).toBe('1 minute ago');
    expect(timeAgo(ago(3 * DAY), 'en', now)).toBe('3 days ago');
    expect(timeAgo(ago(14 * DAY), 'en', now)).toBe('2 weeks ago');
  });
});
