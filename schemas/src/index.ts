/**
 * TypeAtlas Sanity schema types, exported as TypeScript source for `studio/` (and anything else
 * in the workspace that needs the model). Pure catalogue data lives in `./families`.
 */
import { freeTest } from './documents/freeTest';
import { personalityType } from './documents/personalityType';
import { typeArticle } from './documents/typeArticle';
import { typeFamily } from './documents/typeFamily';
import { blockContent } from './objects/blockContent';
import { navItem, navLink } from './objects/navLink';
import { likertItem, quizOption, surveyQuestion } from './objects/quiz';
import { seo } from './objects/seo';
import { siteSettings } from './singletons/siteSettings';

export const documentTypes = [typeFamily, personalityType, typeArticle, freeTest];
export const objectTypes = [seo, blockContent, navLink, navItem, quizOption, surveyQuestion, likertItem];
export const singletonTypes = [siteSettings];

/** Ids of singleton documents: one document each, no "create new", no delete/duplicate. */
export const SINGLETON_IDS = { siteSettings: 'siteSettings' } as const;

/** Every schema type, in the order the studio registers them. */
export const schemaTypes = [...documentTypes, ...singletonTypes, ...objectTypes];

export * from './families';
export * from './rules';
