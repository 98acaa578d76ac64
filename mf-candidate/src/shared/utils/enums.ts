import type { HireType, WorkType } from '@jobportal/contracts';

export const WORK_TYPES: WorkType[] = ['onsite', 'hybrid', 'remote'];
export const HIRE_TYPES: HireType[] = ['full_time', 'part_time', 'contract', 'internship', 'freelance'];
