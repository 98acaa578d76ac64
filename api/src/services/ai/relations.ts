import type { Skill } from '@jobportal/contracts';
import { SKILLS } from '../../seed/data/skills';

/**
 * Partial credit between skills of the taxonomy: "the candidate has A, the job asks for B" is worth
 * `credit(A, B)` of an exact match (0..1). Exact skills and aliases are already one slug (the taxonomy maps
 * "golang" and "โกแลง" to `go`), so this table is only about RELATED skills: same ecosystem (TypeScript for a
 * JavaScript job), framework <-> language (Django -> Python), interchangeable tools (Selenium ~ Playwright).
 * Credits are asymmetric where knowledge transfers better one way (TypeScript -> JavaScript 0.9, the reverse 0.6).
 * Two skills of the same interchangeable category (databases, clouds, ...) without an entry get CATEGORY_CREDIT.
 */

type Entry = [have: string, want: string, credit: number, reverse?: number];

const ENTRIES: Entry[] = [
  // languages and their ecosystems
  ['typescript', 'javascript', 0.9, 0.6],
  ['nodejs', 'javascript', 0.7, 0.5],
  ['nodejs', 'typescript', 0.5, 0.5],
  ['jquery', 'javascript', 0.5, 0.4],
  ['express', 'nodejs', 0.8, 0.6],
  ['nestjs', 'nodejs', 0.8, 0.5],
  ['nestjs', 'typescript', 0.6, 0.3],
  ['fastify', 'nodejs', 0.8, 0.6],
  ['express', 'nestjs', 0.5],
  ['express', 'fastify', 0.7],
  ['spring', 'java', 0.7, 0.5],
  ['kotlin', 'java', 0.6, 0.6],
  ['spring', 'kotlin', 0.4, 0.3],
  ['scala', 'java', 0.4, 0.3],
  ['django', 'python', 0.7, 0.4],
  ['flask', 'python', 0.7, 0.4],
  ['fastapi', 'python', 0.7, 0.45],
  ['django', 'flask', 0.5],
  ['flask', 'fastapi', 0.6],
  ['django', 'fastapi', 0.5],
  ['pandas', 'python', 0.5, 0.4],
  ['laravel', 'php', 0.7, 0.45],
  ['codeigniter', 'php', 0.7, 0.45],
  ['laravel', 'codeigniter', 0.5],
  ['rails', 'ruby', 0.7, 0.5],
  ['dotnet', 'csharp', 0.8, 0.7],
  ['gin', 'go', 0.7, 0.5],
  ['c', 'cpp', 0.5, 0.7],
  ['cpp', 'csharp', 0.3],
  ['java', 'csharp', 0.4],
  ['swift', 'objective-c', 0.4, 0.6],
  ['dart', 'flutter', 0.4, 0.8],
  // web
  ['html', 'css', 0.6],
  ['tailwind', 'css', 0.8, 0.5],
  ['react', 'nextjs', 0.6, 0.8],
  ['vue', 'nuxt', 0.6, 0.8],
  ['react', 'redux', 0.5, 0.6],
  ['react', 'react-native', 0.5, 0.6],
  ['react', 'vue', 0.4],
  ['react', 'angular', 0.35],
  ['vue', 'angular', 0.35],
  ['svelte', 'react', 0.35],
  ['svelte', 'vue', 0.4],
  ['webpack', 'micro-frontends', 0.3],
  ['rest-api', 'graphql', 0.4],
  ['rest-api', 'grpc', 0.4],
  ['microservices', 'system-design', 0.4],
  ['kafka', 'rabbitmq', 0.6],
  // databases
  ['postgresql', 'mysql', 0.7],
  ['postgresql', 'sql', 0.8, 0.5],
  ['mysql', 'sql', 0.8, 0.5],
  ['sql-server', 'sql', 0.8, 0.5],
  ['oracle', 'sql', 0.8, 0.5],
  ['postgresql', 'sql-server', 0.5],
  ['mysql', 'sql-server', 0.5],
  ['postgresql', 'oracle', 0.5],
  ['mongodb', 'dynamodb', 0.4],
  ['mongodb', 'firebase', 0.3],
  ['elasticsearch', 'mongodb', 0.2],
  // cloud and devops
  ['aws', 'gcp', 0.5],
  ['aws', 'azure', 0.5],
  ['gcp', 'azure', 0.5],
  ['aws', 'huawei-cloud', 0.5],
  ['kubernetes', 'docker', 0.8, 0.5],
  ['terraform', 'ansible', 0.5],
  ['jenkins', 'gitlab-ci', 0.6],
  ['jenkins', 'github-actions', 0.6],
  ['gitlab-ci', 'github-actions', 0.7],
  ['jenkins', 'ci-cd', 0.8, 0.5],
  ['gitlab-ci', 'ci-cd', 0.8, 0.5],
  ['github-actions', 'ci-cd', 0.8, 0.5],
  ['linux', 'bash', 0.5, 0.6],
  ['nginx', 'linux', 0.4, 0.3],
  ['git', 'gitlab-ci', 0.2],
  // data and AI
  ['spark', 'hadoop', 0.6],
  ['airflow', 'etl', 0.7, 0.4],
  ['dbt', 'etl', 0.6, 0.3],
  ['dbt', 'data-warehouse', 0.5],
  ['etl', 'data-warehouse', 0.5],
  ['spark', 'etl', 0.5, 0.3],
  ['power-bi', 'tableau', 0.7],
  ['excel', 'power-bi', 0.3, 0.5],
  ['statistics', 'machine-learning', 0.4, 0.5],
  ['machine-learning', 'deep-learning', 0.5, 0.7],
  ['tensorflow', 'pytorch', 0.7],
  ['pytorch', 'deep-learning', 0.7, 0.5],
  ['tensorflow', 'deep-learning', 0.7, 0.5],
  ['scikit-learn', 'machine-learning', 0.7, 0.5],
  ['nlp', 'llm', 0.6],
  ['mlops', 'machine-learning', 0.4, 0.3],
  ['mlops', 'docker', 0.3],
  // mobile
  ['kotlin', 'android', 0.5, 0.7],
  ['java', 'android', 0.3, 0.5],
  ['swift', 'ios', 0.7, 0.8],
  ['swiftui', 'swift', 0.7, 0.5],
  ['swiftui', 'ios', 0.7, 0.5],
  ['jetpack-compose', 'android', 0.7, 0.5],
  ['jetpack-compose', 'kotlin', 0.5, 0.3],
  ['flutter', 'react-native', 0.5],
  ['flutter', 'android', 0.3],
  ['flutter', 'ios', 0.3],
  ['react-native', 'android', 0.3],
  ['react-native', 'ios', 0.3],
  // QA
  ['selenium', 'playwright', 0.6],
  ['selenium', 'cypress', 0.5],
  ['cypress', 'playwright', 0.7],
  ['robot-framework', 'selenium', 0.6],
  ['selenium', 'test-automation', 0.8, 0.5],
  ['playwright', 'test-automation', 0.8, 0.5],
  ['cypress', 'test-automation', 0.8, 0.5],
  ['robot-framework', 'test-automation', 0.8, 0.5],
  ['appium', 'test-automation', 0.7, 0.4],
  ['test-automation', 'manual-testing', 0.6, 0.3],
  ['jest', 'tdd', 0.4],
  ['jmeter', 'test-automation', 0.3],
  // design
  ['figma', 'adobe-xd', 0.7],
  ['ux-design', 'ui-design', 0.6],
  ['figma', 'ui-design', 0.4, 0.6],
  ['design-systems', 'ui-design', 0.5],
  ['photoshop', 'illustrator', 0.6],
  // security, infrastructure, enterprise
  ['penetration-testing', 'cybersecurity', 0.6, 0.4],
  ['siem', 'cybersecurity', 0.6, 0.4],
  ['iso27001', 'cybersecurity', 0.5, 0.3],
  ['windows-server', 'networking', 0.4],
  ['vmware', 'windows-server', 0.3],
  ['it-support', 'windows-server', 0.4],
  ['it-support', 'networking', 0.4],
  ['networking', 'linux', 0.3],
  ['abap', 'sap', 0.8, 0.5],
  ['unity', 'unreal', 0.5],
  // methods and soft skills
  ['scrum', 'agile', 0.9, 0.6],
  ['kanban', 'agile', 0.7, 0.4],
  ['scrum', 'kanban', 0.5],
  ['jira', 'agile', 0.3],
  ['project-management', 'product-management', 0.4],
  ['business-analysis', 'product-management', 0.3],
  ['leadership', 'project-management', 0.3],
  ['seo', 'digital-marketing', 0.6],
];

/** Categories whose members are interchangeable enough for a small credit without an explicit entry. */
const INTERCHANGEABLE = new Set([
  'frontend',
  'backend',
  'database',
  'cloud',
  'devops',
  'data',
  'ai',
  'mobile',
  'qa',
  'design',
]);
export const CATEGORY_CREDIT = 0.15;

export interface SkillRelations {
  /** credit(have, want) in 0..1; 1 when equal. */
  credit(have: string, want: string): number;
  /** every skill with a non-zero credit towards `want`, best first */
  sources(want: string): readonly { slug: string; credit: number }[];
  categoryOf(slug: string): string | undefined;
}

export function createRelations(
  skills: readonly Skill[] = SKILLS,
  entries: readonly Entry[] = ENTRIES,
): SkillRelations {
  const table = new Map<string, number>();
  const key = (a: string, b: string) => `${a}\u0000${b}`;
  const put = (have: string, want: string, c: number) =>
    table.set(key(have, want), Math.max(c, table.get(key(have, want)) ?? 0));
  for (const [have, want, c, rev] of entries) {
    put(have, want, c);
    put(want, have, rev ?? c);
  }
  const category = new Map(skills.map((s) => [s.slug, s.category]));
  const credit = (have: string, want: string): number => {
    if (have === want) return 1;
    const c = table.get(key(have, want));
    if (c !== undefined) return c;
    const ca = category.get(have);
    return ca !== undefined && ca === category.get(want) && INTERCHANGEABLE.has(ca) ? CATEGORY_CREDIT : 0;
  };
  const sourcesCache = new Map<string, { slug: string; credit: number }[]>();
  const sources = (want: string) => {
    let list = sourcesCache.get(want);
    if (!list) {
      list = skills
        .filter((s) => s.slug !== want)
        .map((s) => ({ slug: s.slug, credit: credit(s.slug, want) }))
        .filter((x) => x.credit > 0)
        .sort((a, b) => b.credit - a.credit || a.slug.localeCompare(b.slug));
      sourcesCache.set(want, list);
    }
    return list;
  };
  return { credit, sources, categoryOf: (slug) => category.get(slug) };
}

let defaultRelations: SkillRelations | undefined;
export function getDefaultRelations(): SkillRelations {
  defaultRelations ??= createRelations();
  return defaultRelations;
}
