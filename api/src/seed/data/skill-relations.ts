/**
 * Which skills partly stand in for which (issue 45), read by `services/ai/relations.ts`. Two kinds only, both inside
 * one ecosystem; skills of different stacks (.NET and Node.js, Django and Laravel) or of a different kind (gRPC is a
 * protocol, Redis is not a relational database) are never related. The recruiter's pair lists in
 * `eval/match/skill-pairs.ts` check both.
 *
 * - SUBSTITUTE_GROUPS: skills that do the same job in the same ecosystem, so a candidate who knows one learns the
 *   other quickly (MySQL, PostgreSQL, SQL Server, Oracle). Every two members relate with the group's credit.
 * - BUILT_ON: a framework or tool and the language or platform it is built on (Django -> Python), or a closer pair
 *   than its group says (TypeScript -> JavaScript). Credits are asymmetric where knowledge transfers better one way.
 *   An entry overrides the group credit for its pair.
 */

export interface SubstituteGroup {
  key: string;
  /** credit of one member for another, 0..1 */
  credit: number;
  members: readonly string[];
}

export const SUBSTITUTE_GROUPS: readonly SubstituteGroup[] = [
  { key: 'relational-database', credit: 0.5, members: ['postgresql', 'mysql', 'sql-server', 'oracle'] },
  { key: 'node-web-framework', credit: 0.5, members: ['express', 'fastify', 'nestjs'] },
  { key: 'python-web-framework', credit: 0.5, members: ['django', 'flask', 'fastapi'] },
  { key: 'php-web-framework', credit: 0.5, members: ['laravel', 'codeigniter'] },
  { key: 'javascript-ui-framework', credit: 0.35, members: ['react', 'vue', 'angular', 'svelte'] },
  { key: 'public-cloud', credit: 0.5, members: ['aws', 'gcp', 'azure', 'huawei-cloud'] },
  { key: 'ci-server', credit: 0.6, members: ['jenkins', 'gitlab-ci', 'github-actions'] },
  { key: 'infrastructure-as-code', credit: 0.5, members: ['terraform', 'ansible'] },
  {
    key: 'browser-test-automation',
    credit: 0.5,
    members: ['selenium', 'cypress', 'playwright', 'robot-framework'],
  },
  { key: 'deep-learning-framework', credit: 0.7, members: ['tensorflow', 'pytorch'] },
  { key: 'bi-dashboard', credit: 0.7, members: ['power-bi', 'tableau'] },
  { key: 'ui-design-tool', credit: 0.7, members: ['figma', 'adobe-xd'] },
  { key: 'adobe-graphics', credit: 0.6, members: ['photoshop', 'illustrator'] },
  { key: 'message-broker', credit: 0.6, members: ['kafka', 'rabbitmq'] },
  { key: 'hadoop-ecosystem', credit: 0.6, members: ['spark', 'hadoop'] },
  { key: 'cross-platform-mobile', credit: 0.5, members: ['flutter', 'react-native'] },
  { key: 'agile-method', credit: 0.5, members: ['scrum', 'kanban'] },
  { key: 'api-style', credit: 0.4, members: ['rest-api', 'graphql', 'grpc'] },
  { key: 'game-engine', credit: 0.5, members: ['unity', 'unreal'] },
];

export type BuiltOn = readonly [have: string, want: string, credit: number, reverse?: number];

export const BUILT_ON: readonly BuiltOn[] = [
  // JavaScript / Node.js
  ['typescript', 'javascript', 0.9, 0.6],
  ['nodejs', 'javascript', 0.7, 0.5],
  ['nodejs', 'typescript', 0.5, 0.5],
  ['jquery', 'javascript', 0.5, 0.4],
  ['express', 'nodejs', 0.8, 0.6],
  ['nestjs', 'nodejs', 0.8, 0.5],
  ['nestjs', 'typescript', 0.6, 0.3],
  ['fastify', 'nodejs', 0.8, 0.6],
  ['express', 'fastify', 0.7],
  // JVM
  ['spring', 'java', 0.7, 0.5],
  ['kotlin', 'java', 0.6, 0.6],
  ['spring', 'kotlin', 0.4, 0.3],
  ['scala', 'java', 0.4, 0.3],
  // Python
  ['django', 'python', 0.7, 0.4],
  ['flask', 'python', 0.7, 0.4],
  ['fastapi', 'python', 0.7, 0.45],
  ['flask', 'fastapi', 0.6],
  ['pandas', 'python', 0.5, 0.4],
  // PHP, Ruby, .NET, Go, C, Apple, Dart
  ['laravel', 'php', 0.7, 0.45],
  ['codeigniter', 'php', 0.7, 0.45],
  ['rails', 'ruby', 0.7, 0.5],
  ['dotnet', 'csharp', 0.8, 0.7],
  ['gin', 'go', 0.7, 0.5],
  ['c', 'cpp', 0.5, 0.7],
  ['swift', 'objective-c', 0.4, 0.6],
  ['dart', 'flutter', 0.4, 0.8],
  // web
  ['html', 'css', 0.6],
  ['tailwind', 'css', 0.8, 0.5],
  ['react', 'nextjs', 0.6, 0.8],
  ['vue', 'nuxt', 0.6, 0.8],
  ['react', 'redux', 0.5, 0.6],
  ['react', 'react-native', 0.5, 0.6],
  ['vue', 'angular', 0.35],
  ['svelte', 'vue', 0.4],
  ['react', 'vue', 0.4],
  ['webpack', 'micro-frontends', 0.3],
  ['microservices', 'system-design', 0.4],
  // SQL dialects
  ['postgresql', 'mysql', 0.7],
  ['postgresql', 'sql', 0.8, 0.5],
  ['mysql', 'sql', 0.8, 0.5],
  ['sql-server', 'sql', 0.8, 0.5],
  ['oracle', 'sql', 0.8, 0.5],
  // document stores
  ['mongodb', 'dynamodb', 0.4],
  ['mongodb', 'firebase', 0.3],
  // delivery
  ['kubernetes', 'docker', 0.8, 0.5],
  ['gitlab-ci', 'github-actions', 0.7],
  ['jenkins', 'ci-cd', 0.8, 0.5],
  ['gitlab-ci', 'ci-cd', 0.8, 0.5],
  ['github-actions', 'ci-cd', 0.8, 0.5],
  ['linux', 'bash', 0.5, 0.6],
  ['nginx', 'linux', 0.4, 0.3],
  ['git', 'gitlab-ci', 0.2],
  // data and AI
  ['airflow', 'etl', 0.7, 0.4],
  ['dbt', 'etl', 0.6, 0.3],
  ['dbt', 'data-warehouse', 0.5],
  ['etl', 'data-warehouse', 0.5],
  ['spark', 'etl', 0.5, 0.3],
  ['excel', 'power-bi', 0.3, 0.5],
  ['statistics', 'machine-learning', 0.4, 0.5],
  ['machine-learning', 'deep-learning', 0.5, 0.7],
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
  ['flutter', 'android', 0.3],
  ['flutter', 'ios', 0.3],
  ['react-native', 'android', 0.3],
  ['react-native', 'ios', 0.3],
  // QA
  ['selenium', 'playwright', 0.6],
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
  ['ux-design', 'ui-design', 0.6],
  ['figma', 'ui-design', 0.4, 0.6],
  ['design-systems', 'ui-design', 0.5],
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
  // methods and soft skills
  ['scrum', 'agile', 0.9, 0.6],
  ['kanban', 'agile', 0.7, 0.4],
  ['jira', 'agile', 0.3],
  ['project-management', 'product-management', 0.4],
  ['business-analysis', 'product-management', 0.3],
  ['leadership', 'project-management', 0.3],
  ['seo', 'digital-marketing', 0.6],
];
