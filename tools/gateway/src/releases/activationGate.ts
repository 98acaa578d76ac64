import type { Registry } from './registryModule';
import type { RemoteFolder } from '@jobportal/platform-contract';
import type { ReleaseChangeResult } from '@jobportal/contracts';
import type { CandidateCheck } from './candidateCheck';
import type { Conflict } from './releaseErrors';

/** Why a change is refused before the registry is asked: its answer in the API's error shape. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, unknown>;
}

export type GateResult =
  { ok: true; smoke?: ReleaseChangeResult['smoke']; forced?: string } | { ok: false; refusal: Refusal };

export interface GateOptions {
  registry: Registry;
  /** The candidate checks (static and smoke render), one at a time across the gateway. */
  check: (remote: RemoteFolder, version: string, versionDir: string) => Promise<CandidateCheck>;
}

/** The 409 of a change that expected another version than the one served now: who changed it and when. */
export function conflictOf(registry: Registry, remote: RemoteFolder, expect: string | null): Conflict {
  const status = registry.status().remotes.find((r) => r.remote === remote);
  const current = status?.current ?? registry.current(remote);
  const by = status?.changedBy ? ` by ${status.changedBy}` : '';
  const at = status?.changedAt ? ` at ${status.changedAt}` : '';
  return {
    message: `${remote} serves ${current ?? 'nothing'} (changed${by}${at}), not ${expect ?? 'nothing'}: look again before changing it`,
    current,
    changedBy: status?.changedBy ?? null,
    changedAt: status?.changedAt ?? null,
  };
}

/** The same as a 409 answer. */
export function conflictRefusal(registry: Registry, remote: RemoteFolder, expect: string | null): Refusal {
  const { message, ...extra } = conflictOf(registry, remote, expect);
  return { status: 409, code: 'RELEASE_CONFLICT', message, extra };
}

/**
 * Whether `version` may be activated: published, the served version still the one the caller expects (checked
 * first: a smoke render takes seconds), then the static checks and the smoke render. `force` serves it past them
 * (recorded), except a withdrawn version whose smoke render fails. A version served already needs no check.
 */
export async function activationGate(
  options: GateOptions,
  remote: RemoteFolder,
  version: string,
  change: { expect: string | null; force: boolean },
): Promise<GateResult> {
  const { registry } = options;
  const versionDir = registry.versionDir(remote, version);
  if (!versionDir)
    return {
      ok: false,
      refusal: { status: 404, code: 'NOT_FOUND', message: `${remote}@${version} is not published` },
    };
  const current = registry.current(remote);
  if (current !== change.expect)
    return { ok: false, refusal: conflictRefusal(registry, remote, change.expect) };
  if (current === version) return { ok: true };
  const check = await options.check(remote, version, versionDir);
  if (check.reasons.length === 0) return { ok: true, smoke: check.smoke };
  const withdrawn = registry.versions(remote).some((v) => v.version === version && v.withdrawn);
  const refused = (message: string): GateResult => ({
    ok: false,
    refusal: { status: 422, code: 'RELEASE_REFUSED', message, extra: { reasons: check.reasons } },
  });
  if (!change.force) return refused(`${remote}@${version} refused: ${check.reasons.length} reason(s)`);
  if (withdrawn && check.renderRefused)
    return refused(`${remote}@${version} was withdrawn: it is never forced past a failed smoke render`);
  return { ok: true, smoke: check.smoke, forced: check.reasons.join('; ') };
}

/** What an activation that passed the gate answers (and records): from, to, what was forced, the smoke figures. */
export function activationResult(
  remote: RemoteFolder,
  from: string | null,
  to: string,
  gated: Extract<GateResult, { ok: true }>,
): ReleaseChangeResult {
  return {
    remote,
    action: 'activate',
    from,
    to,
    ...(gated.forced ? { forced: gated.forced } : {}),
    ...(gated.smoke ? { smoke: gated.smoke } : {}),
  };
}
