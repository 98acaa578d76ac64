import type { JobCard as JobCardData } from '@jobportal/contracts';
import { JobCard, JobCardSkeleton } from './JobCard';

export function JobGrid({
  jobs,
  provinceNames,
  priorityCount = 0,
  testId,
}: {
  jobs: JobCardData[];
  provinceNames: Map<number, string>;
  priorityCount?: number;
  testId?: string;
}) {
  return (
    <div className="pub-grid cols-3" data-testid={testId}>
      {jobs.map((job, i) => (
        <JobCard
          key={job.id}
          job={job}
          provinceName={provinceNames.get(job.province_id)}
          priority={i < priorityCount}
        />
      ))}
    </div>
  );
}

export function JobGridSkeleton({ count }: { count: number }) {
  return (
    <div className="pub-grid cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </div>
  );
}
