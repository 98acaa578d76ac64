import type { HistoryEntry } from './history';

/**
 * The remote serves another version than the caller expected: someone changed it since the caller looked. The
 * release service answers it as 409 RELEASE_CONFLICT (libs/contracts/src/releases.ts).
 */
export class ReleaseConflictError extends Error {
  readonly code = 'RELEASE_CONFLICT';

  constructor(
    message: string,
    readonly current: string | null,
    readonly changedBy: string | null,
    readonly changedAt: string | null,
  ) {
    super(message);
    this.name = 'ReleaseConflictError';
  }

  /** `change`: the history entry that made `current` the served version, if the history has it. */
  static of(
    remote: string,
    expected: string | null,
    current: string | null,
    change: HistoryEntry | null,
  ): ReleaseConflictError {
    const how = change ? ` (${change.action} by ${change.who}, ${change.when})` : '';
    return new ReleaseConflictError(
      `${remote} changed since you looked: it serves ${current ?? 'nothing'}${how}; ` +
        `you expected ${expected ?? 'nothing'}`,
      current,
      change?.who ?? null,
      change?.when ?? null,
    );
  }
}

/** The checks refuse to serve a version (422 RELEASE_REFUSED): one reason a line. */
export class ReleaseRefusedError extends Error {
  readonly code = 'RELEASE_REFUSED';

  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
    this.name = 'ReleaseRefusedError';
  }

  static of(remote: string, version: string, reasons: string[]): ReleaseRefusedError {
    return new ReleaseRefusedError(
      `${remote}@${version} refused:\n  - ${reasons.join('\n  - ')}\n` +
        '(--force serves it anyway and records that it was forced)',
      reasons,
    );
  }
}
