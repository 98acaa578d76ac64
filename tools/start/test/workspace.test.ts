import { REMOTE_FOLDERS } from '@jobportal/platform-contract';
import { boundaryViolations, lintConstraints } from './helpers/boundaries';
import { importedProjects } from './helpers/imports';
import { affectedBy, projectGraph, type WorkspaceGraph } from './helpers/nx';
import { taskInputs } from './helpers/taskInputs';

/**
 * The Nx graph is what `npm test` trusts to decide what to run again and what to take from the cache. With no
 * edges, renaming a field in libs/contracts left `mf-candidate:typecheck` green from the cache while tsc failed.
 */
const CONTAINERS = ['shell', ...REMOTE_FOLDERS];
const SCOPES = ['scope:shell', 'scope:remote', 'scope:shared', 'scope:api', 'scope:tooling'];
const TYPES = ['type:app', 'type:feature', 'type:ui', 'type:data', 'type:util'];

let graph: WorkspaceGraph;
beforeAll(() => {
  graph = projectGraph();
});

describe('a change in a shared library reaches every project that uses it', () => {
  it('libs/contracts: the API, every container and the journeys are affected', () => {
    expect(affectedBy('libs/contracts/src/jobs.ts')).toEqual(
      expect.arrayContaining(['@jobportal/contracts', 'api', ...CONTAINERS, 'e2e']),
    );
  });

  it('mf-shared-ui: every project that imports mf_shared_ui is affected', () => {
    const importers = Object.entries(importedProjects(graph))
      .filter(([, targets]) => targets.has('mf-shared-ui'))
      .map(([name]) => name);
    expect(importers).toEqual(
      expect.arrayContaining([
        'shell',
        'mf-auth',
        'mf-public',
        'mf-candidate',
        'mf-corporate',
        'mf-backoffice',
      ]),
    );
    expect(affectedBy('mf-shared-ui/src/exposes/ui.ts')).toEqual(expect.arrayContaining(importers));
  });

  it("mf-candidate's typecheck cache key holds the contracts' sources, so it is not reused after they change", async () => {
    const inputs = await taskInputs('mf-candidate', 'typecheck');
    // `<project>:<file set>`: the files of a dependency, hashed with the task (the `production` named input); Nx
    // writes the set with its root expanded (`libs/contracts/**/*,!...`).
    const root = (project: string) =>
      project.startsWith('@jobportal/') ? `libs/${project.slice(11)}` : project;
    const sources = (project: string) =>
      inputs.filter((input) => input.startsWith(`${project}:${root(project)}/**/*`));
    expect(sources('@jobportal/contracts')).toHaveLength(1);
    expect(sources('mf-shared-ui')).toHaveLength(1);
  });
});

describe('the graph has the dependencies the sources have', () => {
  it('every project declares in its package.json exactly the projects its files import', () => {
    const imported = importedProjects(graph);
    const declared = (name: string) =>
      (graph.dependencies[name] ?? [])
        .filter((edge) => edge.type === 'static' && graph.nodes[edge.target])
        .map((edge) => edge.target)
        .sort();
    for (const name of Object.keys(graph.nodes)) {
      expect({ name, deps: declared(name) }).toEqual({ name, deps: [...imported[name]].sort() });
    }
  });
});

describe('module boundaries', () => {
  it('every project has one scope and one type tag', () => {
    for (const node of Object.values(graph.nodes)) {
      const tags = node.data.tags ?? [];
      expect({ name: node.name, scope: tags.filter((t) => SCOPES.includes(t)).length }).toEqual({
        name: node.name,
        scope: 1,
      });
      expect({ name: node.name, type: tags.filter((t) => TYPES.includes(t)).length }).toEqual({
        name: node.name,
        type: 1,
      });
    }
  });

  it('no declared dependency breaks the rule eslint enforces on imports', () => {
    expect(boundaryViolations(graph, lintConstraints())).toEqual([]);
  });

  it('the check sees a remote depending on another remote', () => {
    const broken: WorkspaceGraph = {
      ...graph,
      dependencies: {
        ...graph.dependencies,
        'mf-candidate': [{ source: 'mf-candidate', target: 'mf-public', type: 'static' }],
      },
    };
    expect(boundaryViolations(broken, lintConstraints())).toEqual([
      'mf-candidate -> mf-public: scope:remote may depend only on scope:shared',
      'mf-candidate -> mf-public: type:feature may depend only on type:ui, type:util, type:data',
    ]);
  });
});
