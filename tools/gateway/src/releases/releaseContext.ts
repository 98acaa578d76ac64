import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ReleaseAction, ReleaseChangeResult, ReleaseEventInput } from '@jobportal/contracts';
import type { RemoteFolder } from '@jobportal/platform-contract';
import type { Registry } from './registryModule';
import type { GateOptions, Refusal } from './activationGate';
import type { recordAndAnswer } from './releaseAnswer';
import { sendReleaseError } from './releaseErrors';

/** The release routes' Fastify instance: bodies typed by the contracts' TypeBox schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/** What every release route uses: the registry, the activation check, the caller and the answer. */
export interface ReleaseContext {
  registry: Registry;
  gate: GateOptions;
  /** The verified caller as the registry records it: `<email> (<uid>)`. */
  who: (request: FastifyRequest) => string;
  /** Records the changes made in the release history, then answers (releaseAnswer.ts). */
  answer: (
    request: FastifyRequest,
    reply: FastifyReply,
    events: readonly ReleaseEventInput[],
    result: () => FastifyReply | ReleaseChangeResult,
  ) => ReturnType<typeof recordAndAnswer>;
}

export const refuse = (reply: FastifyReply, refusal: Refusal) =>
  sendReleaseError(reply, refusal.status, refusal.code, refusal.message, refusal.extra);

export const badVersion = (reply: FastifyReply, version: string) =>
  sendReleaseError(reply, 400, 'VALIDATION_ERROR', `Not a version name: "${version}"`);

/** One change for the release history (ReleaseEventInput): what is not given is null. */
export const releaseEvent = (
  action: ReleaseAction,
  remote: RemoteFolder,
  change: Partial<Omit<ReleaseEventInput, 'action' | 'remote'>>,
): ReleaseEventInput => ({
  action,
  remote,
  from: change.from ?? null,
  to: change.to ?? null,
  ...(change.removed ? { removed: change.removed } : {}),
  reason: change.reason ?? null,
  forced: change.forced ?? null,
});
