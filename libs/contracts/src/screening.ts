/**
 * Screening questions (issue 43): what a job asks at apply time, the knock-out rules only its team sees, and the
 * answers on the company's side.
 */
import { Type, type Static } from 'typebox';
import { SCREENING_KINDS, SCREENING_LIMITS } from './bounds';
import { OrNull, StringEnum } from './schema';

const answerNumber = () => Type.Number({ minimum: 0, maximum: SCREENING_LIMITS.numberMax });

/**
 * Which answers pass; any other answer knocks the application out ("not a fit"). One shape per kind: yes_no
 * `{ equals }`, number `{ min?, max? }` (at least one), single_choice `{ accepted }` (some of the options);
 * short_text has none.
 */
export const ScreeningKnockout = Type.Object(
  {
    equals: Type.Optional(StringEnum(['yes', 'no'] as const)),
    min: Type.Optional(answerNumber()),
    max: Type.Optional(answerNumber()),
    accepted: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: SCREENING_LIMITS.optionMax }), {
        minItems: 1,
        maxItems: SCREENING_LIMITS.optionsMax,
      }),
    ),
  },
  { additionalProperties: false },
);
export type ScreeningKnockout = Static<typeof ScreeningKnockout>;

const questionProps = {
  kind: StringEnum(SCREENING_KINDS),
  prompt: Type.String({ minLength: 1, maxLength: SCREENING_LIMITS.promptMax }),
  /** single_choice only (2..10, distinct); [] for the other kinds */
  options: Type.Array(Type.String({ minLength: 1, maxLength: SCREENING_LIMITS.optionMax }), {
    maxItems: SCREENING_LIMITS.optionsMax,
  }),
  required: Type.Boolean(),
};

/** A question as the candidate sees it (GET /jobs/:id/questions): never its knock-out rule. */
export const ScreeningQuestion = Type.Object({ id: Type.String(), ...questionProps });
export type ScreeningQuestion = Static<typeof ScreeningQuestion>;

/** A question as the job's team sees it (GET /corporate/jobs/:id/questions). */
export const CorporateScreeningQuestion = Type.Object({
  id: Type.String(),
  ...questionProps,
  knockout: OrNull(ScreeningKnockout),
  /** applications that answered it (an answered question changing kind is replaced, its answers kept) */
  answers: Type.Integer(),
});
export type CorporateScreeningQuestion = Static<typeof CorporateScreeningQuestion>;

/** One question of PUT /corporate/jobs/:id/questions; `id` keeps an existing question (and its answers). */
export const ScreeningQuestionInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    ...questionProps,
    knockout: OrNull(ScreeningKnockout),
  },
  { additionalProperties: false },
);
export type ScreeningQuestionInput = Static<typeof ScreeningQuestionInput>;

/** Body of PUT /corporate/jobs/:id/questions: the whole list, in order (questions left out are removed). */
export const ScreeningQuestionsInput = Type.Object(
  {
    questions: Type.Array(ScreeningQuestionInput, { maxItems: SCREENING_LIMITS.questionsMax }),
  },
  { additionalProperties: false },
);
export type ScreeningQuestionsInput = Static<typeof ScreeningQuestionsInput>;

/** An answer sent with POST /candidate/applications: 'yes'|'no', a number, one of the options, or a short text. */
export const ScreeningAnswerInput = Type.Object(
  {
    question_id: Type.String({ format: 'uuid' }),
    value: Type.String({ maxLength: SCREENING_LIMITS.answerMax }),
  },
  { additionalProperties: false },
);
export type ScreeningAnswerInput = Static<typeof ScreeningAnswerInput>;

/** An answer on the company's side of an application, with the question as it was asked. */
export const ScreeningAnswer = Type.Object({
  question_id: Type.String(),
  kind: StringEnum(SCREENING_KINDS),
  prompt: Type.String(),
  value: Type.String(),
  /** the answer met the question's knock-out rule when the candidate applied */
  knocks_out: Type.Boolean(),
});
export type ScreeningAnswer = Static<typeof ScreeningAnswer>;
