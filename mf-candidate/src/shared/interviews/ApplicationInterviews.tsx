import { Flex } from 'mf_shared_ui/ui';
import { useMyInterviewsQuery } from './interviewsApi';
import { InterviewCard } from './InterviewCard';

/** The interviews of one of my applications (one list fetched for all my application cards); nothing when none. */
export function ApplicationInterviews({ applicationId }: { applicationId: string }) {
  const { data } = useMyInterviewsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const mine = (data ?? []).filter((i) => i.application_id === applicationId);
  if (mine.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }} data-testid="application-interviews">
      {mine.map((i) => (
        <InterviewCard key={i.id} interview={i} />
      ))}
    </Flex>
  );
}
