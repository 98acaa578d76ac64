import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy } from '@jobportal/deployment';
import { buildGateway } from './gateway';
import { firebaseConfigFromEnv } from './firebaseConfig';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const publicBaseUrl = process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`;

const app = await buildGateway({
  shellDir: path.resolve(process.env.SHELL_DIR ?? path.join(root, 'shell/dist')),
  registryDir: path.resolve(process.env.REGISTRY_DIR ?? path.join(root, '.registry')),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3000',
  authEmulatorUrl: process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
    : null,
  runMode: (process.env.RUN_MODE as 'production' | 'development' | 'test' | undefined) ?? 'development',
  publicBaseUrl,
  // AVIF/WebP variants from GET /api/images; IMAGE_PIPELINE=false makes the front-ends use the original files.
  imagePipeline: process.env.IMAGE_PIPELINE !== 'false',
  // The proxies in front whose X-Forwarded-For is believed (none by default: the portal is the edge).
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  firebase: firebaseConfigFromEnv(),
});
// `docker stop` (SIGTERM) or Ctrl-C: answer what is under way, stop the render worker, then exit (a CPU profile asked
// for with --cpu-prof is written on exit; without this the gateway died with its connections and wrote none).
const CLOSE_TIMEOUT_MS = 10_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    setTimeout(() => process.exit(0), CLOSE_TIMEOUT_MS).unref();
    void app.close().finally(() => process.exit(0));
  });
await app.listen({ port, host });
console.log(`Gateway listening on ${publicBaseUrl}`);
