import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../../..');

export interface GraphNode {
  name: string;
  type: string;
  data: { root: string; tags?: string[] };
}
export interface GraphEdge {
  source: string;
  target: string;
  type: 'static' | 'dynamic' | 'implicit';
}
export interface WorkspaceGraph {
  nodes: Record<string, GraphNode>;
  dependencies: Record<string, GraphEdge[]>;
}

/** The Nx CLI as a developer runs it (no daemon: the answer comes from the files on disk now). */
export function nx(...args: string[]): string {
  return execFileSync(process.execPath, [require.resolve('nx/bin/nx'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

export function affectedBy(file: string): string[] {
  return JSON.parse(nx('show', 'projects', '--affected', `--files=${file}`, '--json')) as string[];
}

/** The project graph as `nx graph --file` writes it (workspace projects only). */
export function projectGraph(): WorkspaceGraph {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nx-graph-'));
  try {
    const file = path.join(dir, 'graph.json');
    nx('graph', `--file=${file}`);
    const { graph } = JSON.parse(fs.readFileSync(file, 'utf8')) as { graph: WorkspaceGraph };
    return graph;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
