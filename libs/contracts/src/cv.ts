import { Type, type Static } from 'typebox';
import { CV_TEMPLATES, LOCALES } from './bounds';
import { Defaulted, StringEnum } from './schema';

/**
 * GET /api/candidate/profile/cv.pdf (query) and POST /api/candidate/profile/cv (body): which layout, in which
 * language (the labels and dates; the profile's own text is printed as typed).
 */
export const CvOptions = Type.Object(
  {
    template: Defaulted(StringEnum(CV_TEMPLATES, { default: 'classic' })),
    lang: Defaulted(StringEnum(LOCALES, { default: 'th' })),
  },
  { additionalProperties: false },
);
export type CvOptions = Static<typeof CvOptions>;
