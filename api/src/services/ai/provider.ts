import type { MatchExplanation } from '@jobportal/contracts';

/**
 * Optional seam for a language model that rewrites the template summaries of a match. Off by default: the engine
 * never needs it. The OpenAI-compatible implementation is enabled by AI_PROVIDER_BASE_URL + AI_PROVIDER_MODEL
 * (+ AI_PROVIDER_API_KEY); any failure, timeout (3 s) or malformed answer falls back to the template summary.
 * Only the facts of the explanation and the job title are sent: never names, contact details or the profile text.
 */
export interface ExplanationRequest {
  jobTitle: string;
  match: MatchExplanation;
  perspective: 'candidate' | 'employer';
}

export interface ExplanationProvider {
  readonly name: string;
  /** Summaries in Thai and English, or null to keep the template ones. */
  explain(req: ExplanationRequest): Promise<{ summary_th: string; summary_en: string } | null>;
}

/** The default: no provider, template summaries only. */
export const templateOnlyProvider: ExplanationProvider = {
  name: 'template',
  explain: async () => null,
};

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const SYSTEM_PROMPT =
  'You write one-sentence job match summaries for a Thai IT job portal. Use only the facts given. ' +
  'Answer with JSON {"summary_th": string, "summary_en": string}: summary_th in Thai, summary_en in English, each at most 300 characters.';

export class OpenAiCompatibleProvider implements ExplanationProvider {
  readonly name = 'openai-compatible';
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: OpenAiCompatibleOptions) {
    this.timeoutMs = opts.timeoutMs ?? 3000;
    this.fetchImpl = opts.fetchImpl ?? fetch;
  }

  async explain(req: ExplanationRequest): Promise<{ summary_th: string; summary_en: string } | null> {
    const m = req.match;
    const facts = {
      perspective: req.perspective,
      job_title: req.jobTitle,
      score: m.score,
      matched_skills: m.matched_skills,
      missing_skills: m.missing_skills,
      required_skill_count: m.required_skill_count,
      related_skills: m.related_skills ?? [],
      salary_fit: m.salary_fit,
      location_fit: m.location_fit,
      work_type_fit: m.work_type_fit,
      seniority_fit: m.seniority_fit,
      template_th: m.summary_th,
      template_en: m.summary_en,
    };
    try {
      const res = await this.fetchImpl(`${this.opts.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.opts.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: JSON.stringify(facts) },
          ],
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') return null;
      const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
      const parsed = JSON.parse(json) as { summary_th?: unknown; summary_en?: unknown };
      const ok = (s: unknown): s is string => typeof s === 'string' && s.trim().length > 0 && s.length <= 600;
      return ok(parsed.summary_th) && ok(parsed.summary_en)
        ? { summary_th: parsed.summary_th.trim(), summary_en: parsed.summary_en.trim() }
        : null;
    } catch {
      return null;
    }
  }
}

/** The provider the environment asks for (AI_PROVIDER_BASE_URL, AI_PROVIDER_API_KEY, AI_PROVIDER_MODEL); off when unset. */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): ExplanationProvider {
  const baseUrl = env.AI_PROVIDER_BASE_URL?.trim();
  const model = env.AI_PROVIDER_MODEL?.trim();
  if (!baseUrl || !model) return templateOnlyProvider;
  return new OpenAiCompatibleProvider({
    baseUrl,
    model,
    apiKey: env.AI_PROVIDER_API_KEY?.trim() || undefined,
  });
}

/** Rewrites the summaries of the given matches in parallel; each keeps its template summary on failure. */
export async function applyProvider<T extends { match: MatchExplanation }>(
  provider: ExplanationProvider,
  items: T[],
  title: (item: T) => string,
  perspective: 'candidate' | 'employer',
): Promise<T[]> {
  if (provider === templateOnlyProvider) return items;
  const out = await Promise.all(
    items.map(async (item) => {
      const s = await provider
        .explain({ jobTitle: title(item), match: item.match, perspective })
        .catch(() => null);
      // the rewrite replaces the template lines: one paragraph, shown as a single reason
      return s
        ? { ...item, match: { ...item.match, ...s, reasons_th: [s.summary_th], reasons_en: [s.summary_en] } }
        : item;
    }),
  );
  return out;
}
