import type { FastifyReply } from 'fastify';
import type { ReleaseChangeResult, ReleaseEventInput } from '@jobportal/contracts';
import { recordReleaseEvent } from './releaseEvents';

/** `recorded`, or `failed` when the release history (the API) did not take the change. */
export const AUDIT_HEADER = 'x-release-audit';

export interface AnswerContext {
  apiUrl: string;
  authorization: string;
  log: (message: string) => void;
}

/**
 * Records the changes made (in order) in the release history, then answers. A change is live once the registry has
 * it: when the history does not take it, the change stays (undoing it would be a second unrecorded change, and the
 * registry's own history.jsonl has it with the same identity), the answer is still 200 but says so (header
 * `x-release-audit: failed` and `auditRecorded: false`) and the gateway logs the event in full, to be recorded by
 * hand. Answering an error instead would make the operator retry a change that was made.
 */
export async function recordAndAnswer(
  context: AnswerContext,
  reply: FastifyReply,
  events: readonly ReleaseEventInput[],
  answer: () => FastifyReply | ReleaseChangeResult,
): Promise<FastifyReply | ReleaseChangeResult | (ReleaseChangeResult & { auditRecorded: false })> {
  const failures: string[] = [];
  for (const event of events) {
    const failure = await recordReleaseEvent(context.apiUrl, context.authorization, event);
    if (failure) {
      failures.push(failure);
      context.log(
        `RELEASE CHANGE NOT RECORDED in the release history (record it by hand): ${JSON.stringify(event)}: ${failure}`,
      );
    }
  }
  reply.header(AUDIT_HEADER, failures.length ? 'failed' : 'recorded');
  const result = answer();
  if (!failures.length || !('action' in result)) return result;
  return { ...result, auditRecorded: false };
}
