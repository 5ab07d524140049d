import type { RefObject } from 'react';
import { useId } from 'react';
import { type EngineState, scoreTest, summariseAnswers, type TestDefinition } from '@typeatlas/schemas/engine';
import { ResultView } from '@typeatlas/schemas/test-kit';
import type { RelatedLink } from '@/content/toolkit';
import type { TestRunnerLabels } from './TestRunnerClient';
import { RESULT_CLASSES, resultLabels } from './test-kit-result';
import styles from './TestRunner.module.css';

/** A scored toolkit test (the engine's `scoreTest`). */
export type TestResult = ReturnType<typeof scoreTest>;

/**
 * The engine's scoring, loaded with the result view (the runner calls it on submit, when this
 * module has long been loaded): it is needed only at the end, so not on the first load (issue 25).
 */
export { scoreTest };

/**
 * A toolkit test's result (SPEC §4): the result view (every scale's percentage, level and text,
 * the answers the scales do not show, "Take the test again") and the next steps under it. Its own
 * chunk, imported by TestRunnerClient when the test starts, so the test page's first load carries
 * only the intro and the questions (issue 25). The next steps follow the result card, so from the
 * focused heading Tab still reaches "Take the test again" first.
 * @param props.state the submitted engine state (its answers and enabled questions are summarised)
 * @param props.signedIn whether the result was sent to the account (the engine's 'sent' outcome)
 * @param props.loginHref the sign-in page (ROUTES.login)
 * @param props.headingRef the result heading, focused by the runner after it renders
 */
export function ToolkitResult({
  result,
  definition,
  state,
  labels,
  related,
  signedIn,
  loginHref,
  onRestart,
  headingRef,
}: {
  result: TestResult;
  definition: TestDefinition;
  state: EngineState;
  labels: TestRunnerLabels;
  related: readonly RelatedLink[];
  signedIn: boolean;
  loginHref: string;
  onRestart: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <ResultView
        result={result}
        fallbackTitle={definition.title}
        labels={resultLabels(labels)}
        classes={RESULT_CLASSES}
        onRestart={onRestart}
        headingRef={headingRef}
        answers={summariseAnswers(definition, state.answers, state.enabled)}
      />
      <NextSteps related={related} signedIn={signedIn} labels={labels} loginHref={loginHref} />
    </>
  );
}

/**
 * The next steps under a toolkit result (issue 27): related reading and related tests from the
 * test document, and — for a visitor who is not signed in — that the result stays in this tab and a
 * link to sign in, after which it is saved to the account (session-client `establishSession`
 * uploads the stored results). "Take the test again" is the result view's own button.
 */
function NextSteps({
  related,
  signedIn,
  labels,
  loginHref,
}: {
  related: readonly RelatedLink[];
  signedIn: boolean;
  labels: TestRunnerLabels;
  loginHref: string;
}) {
  const headingId = useId();
  const reading = related.filter((link) => link.kind === 'reading');
  const tests = related.filter((link) => link.kind === 'test');
  if (signedIn && related.length === 0) return null;
  return (
    <nav className={`card test-panel ${styles.nextSteps}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{labels.resultNextSteps}</h2>
      {signedIn ? null : (
        <p className={styles.saveHint}>
          {labels.resultSaveHint} <a href={loginHref}>{labels.resultSignIn}</a>
        </p>
      )}
      {[
        { title: labels.resultReading, links: reading },
        { title: labels.resultTests, links: tests },
      ].map((block) =>
        block.links.length > 0 ? (
          <div key={block.title}>
            <h3>{block.title}</h3>
            <ul>
              {block.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </nav>
  );
}
