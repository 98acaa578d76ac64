/**
 * The operator's public contact details, used by the contact page and the privacy texts.
 * PLACEHOLDERS of the demo: replace with the real company's registered details before going live.
 */
export const COMPANY = {
  legalNameTh: 'บริษัท จ็อบพอร์ทัล (ประเทศไทย) จำกัด',
  legalNameEn: 'JobPortal (Thailand) Co., Ltd.',
  email: 'support@jobportal.co.th',
  dpoEmail: 'dpo@jobportal.co.th',
  phone: '02-123-4567',
  phoneHref: 'tel:+6621234567',
  line: '@jobportal',
  lineHref: 'https://line.me/R/ti/p/@jobportal',
  addressTh: 'ชั้น 18 อาคารจ็อบพอร์ทัล ทาวเวอร์ เลขที่ 99 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
  addressEn:
    '18th Floor, JobPortal Tower, 99 Sukhumvit Road, Khlong Toei Nuea, Watthana, Bangkok 10110, Thailand',
} as const;
