import { fromThaiInput } from './thaiTime';

export type SlotProblem = 'required' | 'past' | 'duplicate';

/** What is wrong with each time field (undefined: fine), as the API would say it (it checks again). */
export function slotProblems(values: string[], now: number = Date.now()): (SlotProblem | undefined)[] {
  const seen = new Set<string>();
  return values.map((value) => {
    const iso = fromThaiInput(value);
    if (!iso) return 'required';
    if (Date.parse(iso) <= now) return 'past';
    if (seen.has(iso)) return 'duplicate';
    seen.add(iso);
    return undefined;
  });
}

/** A video interview's link must be an https address (the API refuses anything else). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value.trim());
  } catch {
    return false;
  }
}
