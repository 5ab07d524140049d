/**
 * TypeAtlas Sanity schema types, exported as TypeScript source for `studio/` (and anything else
 * in the workspace that needs the model). Pure catalogue data lives in `./families`.
 */
import { article } from './documents/article';
import { author } from './documents/author';
import { category } from './documents/category';
import { compatibility } from './documents/compatibility';
import { faq } from './documents/faq';
import { freeTest } from './documents/freeTest';
import { page } from './documents/page';
import { plan } from './documents/plan';
import { post } from './documents/post';
import { testimonial } from './documents/testimonial';
import { theoryArticle } from './documents/theoryArticle';
import { tool } from './documents/tool';
import { personalityType } from './documents/personalityType';
import { toolkitTest } from './documents/test';
import { typeArticle } from './documents/typeArticle';
import { typeFamily } from './documents/typeFamily';
import { blockContent } from './objects/blockContent';
import { callout } from './objects/callout';
import { mainImage } from './objects/mainImage';
import { searchTopic } from './objects/searchTopic';
import { navItem, navLink } from './objects/navLink';
import { likertItem, quizOption, surveyQuestion } from './objects/quiz';
import { seo } from './objects/seo';
import { levelText, relatedRule, scaleItem, testGroup, testOption, testQuestion, testScale, testSubQuestion } from './objects/testEngine';
import { siteSettings } from './singletons/siteSettings';

export const documentTypes = [
  article,
  author,
  category,
  theoryArticle,
  typeFamily,
  personalityType,
  typeArticle,
  compatibility,
  post,
  freeTest,
  toolkitTest,
  tool,
  page,
  testimonial,
  faq,
  plan,
];
export const objectTypes = [
  seo,
  blockContent,
  mainImage,
  callout,
  searchTopic,
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
export { FAQ_TOPICS } from './documents/faq';
export { CALLOUT_TONES } from './objects/callout';
export { LINKABLE_TYPES } from './objects/blockContent';
export { LEVELS, QUESTION_TYPES } from './objects/testEngine';
export { DEFAULT_TEST_THRESHOLDS, checkInitialValue, parseInitialValue, toDefinition } from './test-definition';
