import { formatBytes, freeBytes } from './diskUsage';

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export function isDiskFull(error: unknown): boolean {
  return DISK_FULL_CODES.has((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/** A registry change stopped because the disk (or the quota) is full: says what was and was not changed. */
export class RegistryDiskFullError extends Error {
  readonly code = 'REGISTRY_DISK_FULL';

  constructor(
    message: string,
    readonly freeBytes: number | null,
    options: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RegistryDiskFullError';
  }
}

export interface DiskFullContext {
  registryDir: string;
  /** e.g. "publishing mf-public@1.2.3-abcd" */
  operation: string;
  remote: string;
  /** the version the remote served before the operation, and after it failed */
  servedBefore: string | null;
  servedAfter: string | null;
}

export function diskFullError(error: NodeJS.ErrnoException, context: DiskFullContext): RegistryDiskFullError {
  const { registryDir, operation, remote, servedBefore, servedAfter } = context;
  const free = freeBytes(registryDir);
  const served =
    servedBefore === servedAfter
      ? `remotes.json is replaced whole or not at all: the served versions are unchanged ` +
        `(${remote} serves ${servedBefore ?? 'nothing'})`
      : `${remote} now serves ${servedAfter ?? 'nothing'} (it served ${servedBefore ?? 'nothing'}) ` +
        `but the history could not record it`;
  return new RegistryDiskFullError(
    `The registry's disk is full (${error.code} while ${operation}): ${formatBytes(free)} free on ${registryDir}. ` +
      `${served}. Run \`remotes prune ${remote}\` or free space on that disk, then try again.`,
    free,
    { cause: error },
  );
}
