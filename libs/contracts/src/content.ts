import type { JobCard } from './jobs';
import type { CompanySummary } from './jobs';

export interface BlogPostSummary {
  slug: string;
  title_th: string;
  title_en: string;
  excerpt_th: string;
  excerpt_en: string;
  cover_url: string | null;
  tags: string[];
  published_at: string;
}
export interface BlogPost extends BlogPostSummary {
  body_th_html: string; // sanitised
  body_en_html: string; // sanitised
  related: BlogPostSummary[];
}

/** POST /api/contact */
export interface ContactInput {
  name: string; // 1..100
  email: string;
  topic: 'general' | 'candidate' | 'employer' | 'technical' | 'privacy';
  message: string; // 10..5000
}

/** GET /api/home */
export interface HomeData {
  stats: { open_jobs: number; companies: number };
  latest_jobs: JobCard[];
  featured_jobs: JobCard[];
  popular_skills: { slug: string; count: number }[];
  featured_companies: (CompanySummary & { open_jobs: number })[];
  latest_posts: BlogPostSummary[];
}
