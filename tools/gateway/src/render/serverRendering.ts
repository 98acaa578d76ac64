import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type {
  ServerPageRenderer,
  ServerPageRendererOptions,
  ServerRenderedPage,
  ServerRenderRequest,
  ShellServerModule,
} from '@jobportal/platform-contract';

export interface ServerRenderingOptions {
  shellDir: string;
  registryDir: string;
  config: ServerPageRendererOptions['config'];
  /** A page not rendered by then is sent as the browser-rendered document (its render finishes unused). */
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** The shell's server build, next to its browser build (libs/mf-build createServerConfig). */
export const shellServerEntry = (shellDir: string) => path.join(shellDir, 'server', 'main.js');

const DEFAULT_TIMEOUT_MS = 3_000;

/**
 * Public pages rendered on the server by the shell's server build (shell/src/server) with the remotes' server
 * builds the registry names. Any failure (no server build, a remote that throws, a page slower than the bound)
 * gives null: the gateway then sends the page as the browser renders it, never an error.
 */
export function createServerRendering(options: ServerRenderingOptions) {
  const log = options.log ?? ((message: string) => console.warn(`[ssr] ${message}`));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const remotesRoot = path.join(options.registryDir, 'remotes');
  let renderer: Promise<ServerPageRenderer | null> | null = null;

  const start = async (): Promise<ServerPageRenderer | null> => {
    const entry = shellServerEntry(options.shellDir);
    if (!fs.existsSync(entry)) {
      log(`off: no server build of the shell at ${entry}`);
      return null;
    }
    const shell = createRequire(entry)(entry) as ShellServerModule;
    return shell.createPageRenderer({
      readRegistry: () => {
        const file = path.join(options.registryDir, 'remotes.json');
        return fs.existsSync(file)
          ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReturnType<
              ServerPageRendererOptions['readRegistry']
            >)
          : { remotes: {} };
      },
      remoteFilePath: (urlPath) => {
        const file = path.resolve(options.registryDir, `.${urlPath}`);
        const inside = file.startsWith(`${remotesRoot}${path.sep}`);
        return inside && fs.existsSync(file) ? file : null;
      },
      config: options.config,
    });
  };

  const render = async (request: ServerRenderRequest): Promise<ServerRenderedPage | null> => {
    renderer ??= start().catch((error: unknown) => {
      log(`off: the shell's server build did not start: ${String(error)}`);
      // Tried again on a later page (e.g. a build that was still being written).
      setTimeout(() => (renderer = null), 10_000).unref();
      return null;
    });
    const ready = await renderer;
    if (!ready) return null;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        log(`${request.url}: not rendered within ${timeoutMs} ms`);
        resolve(null);
      }, timeoutMs);
    });
    try {
      return await Promise.race([ready.render(request), bound]);
    } catch (error) {
      log(`${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return { render };
}

export type ServerRendering = ReturnType<typeof createServerRendering>;
