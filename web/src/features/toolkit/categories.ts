/**
 * Toolkit categories (SPEC §2: "/tools, /tools/{category} … also /tools/relationships and
 * /tools/career"): their titles and intros in tab order. Their paths: lib/routes.ts
 * `toolsCategoryPath` (personal-growth maps to /tools) and `toolkitTestPath`.
 */
import type { TestCategory } from '@typeatlas/schemas/engine';

export const TOOL_CATEGORIES: readonly { slug: TestCategory; title: string; intro: string }[] = [
  { slug: 'personal-growth', title: 'Personal growth', intro: 'Short, practical tests about habits, energy and the way you grow.' },
  { slug: 'relationships', title: 'Relationships', intro: 'Tests about how you connect, show care and handle closeness.' },
  { slug: 'career', title: 'Career', intro: 'Tests about how you like to work, decide and find meaning in your job.' },
];

/** Type guard for a category slug from a route parameter. */
export function isTestCategory(value: string): value is TestCategory {
  return TOOL_CATEGORIES.some((category) => category.slug === value);
}
