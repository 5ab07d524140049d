/**
 * Public entry of the shared test kit: the React inputs of the test-engine question types and the
 * result view, used by the web's toolkit runner and the studio's test preview. React only — no
 * Next.js, Sanity or i18next; texts come in as `labels`, styling as `classes` (part → className).
 * Client-side components (they use hooks): import them from client components only.
 */
export * from './types';
export { choiceHint, cx, isChoiceBlocked, moveItem, orderItemLabel, sourceOf, toggleChoice } from './helpers';
export {
  ChoiceInput,
  LikertInput,
  NestedTestInput,
  OrderInput,
  QuestionField,
  type QuestionFieldProps,
  type QuestionSlots,
  TextInput,
} from './QuestionField';
export { AnswerList, ResultView, type ResultViewProps, ScaleList, type ScaleListProps } from './ResultView';
