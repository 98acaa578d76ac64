import type { HireType, WorkType } from '@jobportal/contracts';
import {
  HIRE_TYPES as CONTRACT_HIRE_TYPES,
  WORK_TYPES as CONTRACT_WORK_TYPES,
} from '@jobportal/contracts/bounds';

export const WORK_TYPES: WorkType[] = [...CONTRACT_WORK_TYPES];
export const HIRE_TYPES: HireType[] = [...CONTRACT_HIRE_TYPES];
