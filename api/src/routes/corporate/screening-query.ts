import { SCREENING_LIMITS } from '@jobportal/contracts';
import { Type } from 'typebox';

/** The screening filters of the pipeline's list and of the export (services/screening/filters.ts). */
export const ScreeningFilterQuery = {
  answer: Type.Optional(
    Type.Array(
      Type.String({
        maxLength: SCREENING_LIMITS.answerFilterMax,
        description:
          '<question id>:<value>; a number question also takes <min>..<max> (either side may be empty)',
      }),
      { maxItems: SCREENING_LIMITS.answerFiltersMax },
    ),
  ),
  knocked_out: Type.Optional(Type.Boolean()),
};
