import type { ReleaseChangeResult, ReleaseStatus } from '@jobportal/contracts';
import { ReleaseConflictError, ReleaseRefusedError } from './releaseErrors';

/** A refusal of the release service other than a conflict or a failed check (401, 403, 400, 5xx). */
export class ReleaseServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ReleaseServiceError';
  }
}

interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    reasons?: string[];
    current?: string | null;
    changedBy?: string | null;
    changedAt?: string | null;
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const TIMEOUT_MS = 120_000;

/** The gateway's release service (/api/releases), called with a staff ID token holding the `release` role. */
export class ReleaseServiceClient {
  private readonly base: URL;

  constructor(
    baseUrl: string,
    private readonly token: string,
  ) {
    this.base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    if (this.base.protocol !== 'https:' && !LOOPBACK.has(this.base.hostname)) {
      throw new Error(
        `RELEASE_SERVICE_URL ${baseUrl}: the token is sent only over https (or to this machine)`,
      );
    }
  }

  status(): Promise<ReleaseStatus> {
    return this.call<ReleaseStatus>('GET', 'api/releases');
  }

  change(remote: string, action: string, body: object): Promise<ReleaseChangeResult> {
    return this.call<ReleaseChangeResult>('POST', `api/releases/${remote}/${action}`, {
      body: JSON.stringify(body),
      contentType: 'application/json',
    });
  }

  publish(
    remote: string,
    archive: Buffer,
    query: Record<string, string | undefined>,
  ): Promise<ReleaseChangeResult> {
    const params = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, v]])),
    );
    return this.call<ReleaseChangeResult>('POST', `api/releases/${remote}/publish?${params}`, {
      body: archive,
      contentType: 'application/gzip',
    });
  }

  private async call<T>(
    method: string,
    relative: string,
    send?: { body: string | Buffer; contentType: string },
  ): Promise<T> {
    const url = new URL(relative, this.base);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'application/json',
          ...(send ? { 'content-type': send.contentType } : {}),
        },
        // a Buffer is a Uint8Array; typed as one so that the DOM's fetch types (e2e compiles this file) accept it
        body: typeof send?.body === 'string' ? send.body : send?.body && new Uint8Array(send.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const why = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new Error(
        `the release service at ${this.base.origin} did not answer ${method} ${url.pathname}: ${why}`,
        { cause: error },
      );
    }
    const text = await response.text();
    const body = parseJson(text);
    if (response.ok) return body as T;
    throw answerError(response.status, body as ErrorBody | null, text);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function answerError(status: number, body: ErrorBody | null, text: string): Error {
  const error = body?.error;
  const message = error?.message ?? (text.slice(0, 500) || `HTTP ${status}`);
  if (status === 409 && error?.code === 'RELEASE_CONFLICT') {
    return new ReleaseConflictError(
      message,
      error.current ?? null,
      error.changedBy ?? null,
      error.changedAt ?? null,
    );
  }
  if (status === 422 && error?.code === 'RELEASE_REFUSED') {
    const reasons = error.reasons ?? [];
    const listed = reasons.filter((r) => !message.includes(r));
    return new ReleaseRefusedError(
      listed.length ? `${message}\n  - ${listed.join('\n  - ')}` : message,
      reasons,
    );
  }
  const hint =
    status === 401 || status === 403
      ? ' (RELEASE_TOKEN must be a staff ID token with the release role, not expired)'
      : '';
  return new ReleaseServiceError(
    `the release service refused (${status}${error?.code ? ` ${error.code}` : ''}): ${message}${hint}`,
    status,
    error?.code ?? null,
  );
}
