import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, type WorkspaceGraph } from './nx';

const ESLINT = path.join(path.dirname(require.resolve('eslint')), '../bin/eslint.js');

export interface DepConstraint {
  sourceTag: string;
  onlyDependOnLibsWithTags?: string[];
  notDependOnLibsWithTags?: string[];
}

/** The constraints @nx/enforce-module-boundaries applies, as ESLint resolves them from eslint.config.mjs. */
export function lintConstraints(): DepConstraint[] {
  const config = JSON.parse(
    execFileSync(process.execPath, [ESLINT, '--print-config', 'shell/src/index.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as { rules: Record<string, [unknown, { depConstraints: DepConstraint[] }]> };
  return config.rules['@nx/enforce-module-boundaries'][1].depConstraints;
}

const hasTag = (tags: string[], tag: string) => tag === '*' || tags.includes(tag);

function reachable(graph: WorkspaceGraph, from: string): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length) {
    for (const edge of graph.dependencies[queue.shift() as string] ?? []) {
      if (graph.nodes[edge.target] && !seen.has(edge.target)) {
        seen.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return seen;
}

/**
 * The lint rule checks the imports in linted files; this checks every dependency a package.json declares (a
 * build or test dependency included) with the same constraints and the rule's meaning of them. Implicit edges
 * (e2e runs the portal, it imports none of it) are not source dependencies and are left out.
 */
export function boundaryViolations(graph: WorkspaceGraph, constraints: DepConstraint[]): string[] {
  const tagsOf = (name: string) => graph.nodes[name].data.tags ?? [];
  const violations: string[] = [];
  for (const [source, edges] of Object.entries(graph.dependencies)) {
    const applicable = constraints.filter((c) => hasTag(tagsOf(source), c.sourceTag));
    for (const { target } of edges.filter((e) => e.type !== 'implicit' && graph.nodes[e.target])) {
      if (!applicable.length) violations.push(`${source} -> ${target}: ${source} has no constrained tag`);
      for (const c of applicable) {
        const only = c.onlyDependOnLibsWithTags ?? [];
        if (only.length && !only.some((tag) => hasTag(tagsOf(target), tag))) {
          violations.push(`${source} -> ${target}: ${c.sourceTag} may depend only on ${only.join(', ')}`);
        }
        const not = c.notDependOnLibsWithTags ?? [];
        const banned = [...reachable(graph, target)].filter((p) => not.some((tag) => hasTag(tagsOf(p), tag)));
        if (banned.length)
          violations.push(`${source} -> ${target}: ${c.sourceTag} reaches ${banned.join(', ')}`);
      }
    }
  }
  return violations;
}
