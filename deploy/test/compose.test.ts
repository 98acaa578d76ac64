import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  volumes?: string[];
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  it('has the production-like services: proxy, api, PostgreSQL, the optional auth emulator', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'auth-emulator', 'postgres', 'web']);
    expect(compose.services.postgres.image).toMatch(/^postgres:15/);
    expect(compose.services['auth-emulator'].profiles).toEqual(['emulator']);
  });

  it('exposes only the one domain (the web proxy) to the host', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['web']);
  });

  it('points the api at PostgreSQL and orders start-up by health', () => {
    expect(compose.services.api.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(compose.services.api.depends_on?.postgres.condition).toBe('service_healthy');
    expect(compose.services.web.depends_on?.api.condition).toBe('service_healthy');
  });

  it('every referenced Dockerfile and proxy file exists', () => {
    for (const service of Object.values(compose.services)) {
      if (service.build)
        expect(fs.existsSync(path.join(root, service.build.context, service.build.dockerfile))).toBe(true);
    }
    const nginx = fs.readFileSync(path.join(root, 'deploy/nginx/default.conf.template'), 'utf8');
    for (const location of [
      'location = /remotes.json',
      'location /remotes/',
      'location /api/',
      'try_files $uri /index.html',
    ]) {
      expect(nginx).toContain(location);
    }
  });

  it('keeps the remote registry on a volume so a rollback needs no rebuild', () => {
    expect(compose.services.web.volumes).toContain('registry:/usr/share/nginx/registry');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['registry', 'pgdata']));
  });
});
