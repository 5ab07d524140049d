/**
 * TypeAtlas Sanity schema types, exported as TypeScript source for `studio/` (and anything else
 * in the workspace that needs the model). Pure catalogue data lives in `./families`.
 */
import { freeTest } from './documents/freeTest';
import { personalityType } from './documents/personalityType';
import { toolkitTest } from './documents/test';
import { typeArticle } from './documents/typeArticle';
import { typeFamily } from './documents/typeFamily';
import { blockContent } from './objects/blockContent';
import { navItem, navLink } from './objects/navLink';
import { likertItem, quizOption, surveyQuestion } from './objects/quiz';
import { seo } from './objects/seo';
import { levelText, relatedRule, scaleItem, testGroup, testOption, testQuestion, testScale, testSubQuestion } from './objects/testEngine';
import { siteSettings } from './singletons/siteSettings';

export const documentTypes = [typeFamily, personalityType, typeArticle, freeTest, toolkitTest];
export const objectTypes = [
  seo,
  blockContent,
  navLink,
  navItem,
  quizOption,
  surveyQuestion,
  likertItem,
  testGroup,
  testQuestion,
  testSubQuestion,
  testOption,
  relatedRule,
  testScale,
  scaleItem,
  levelText,
];
export const singletonTypes = [siteSettings];

/** Ids of singleton documents: one document each, no "create new", no delete/duplicate. */
export const SINGLETON_IDS = { siteSettings: 'siteSettings' } as const;

/** Every schema type, in the order the studio registers them. */
export const schemaTypes = [...documentTypes, ...singletonTypes, ...objectTypes];

export * from './families';
export * from './rules';
export { TEST_CATEGORIES } from './documents/test';
export { LEVELS, QUESTION_TYPES } from './objects/testEngine';
export { DEFAULT_TEST_THRESHOLDS, checkInitialValue, parseInitialValue, toDefinition } from './test-definition';
