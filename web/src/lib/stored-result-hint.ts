/**
 * The result page's "nothing stored" hint: a small inline script, server-rendered as the first
 * child of the page's frame, marks the frame when this browser holds no free-test result, so CSS
 * shows the server-rendered empty state ("No result yet") at the first paint — before any chunk has
 * loaded or React has hydrated (issue 25: the page's LCP had waited for the client to decide).
 * The same rule as features/results/stored-type.ts `storedFreeTestType`, written out as plain ES5 because the
 * script's exact text is trusted by hash in the CSP (web/server-security.ts imports this file, Node,
 * hence the `.ts` import); ./stored-result-hint.test.ts runs the script against that function.
 * Pure.
 */
import { FREE_TEST_NAME, TEST_RESULTS_KEY } from './test-names.ts';

/** Attribute the script sets on its parent element (the frame) when nothing usable is stored. */
export const NO_STORED_RESULT_ATTRIBUTE = 'data-stored-result';
/** Its value. */
export const NO_STORED_RESULT_VALUE = 'none';

/**
 * The script's text (no `<script>` tags): reads `test_results` from local storage and, unless it
 * holds a `main` entry with a four-letter `result.type` and a `meta.completedAt` string (what
 * `storedFreeTestType` accepts), sets {@link NO_STORED_RESULT_ATTRIBUTE}="none" on
 * `document.currentScript`'s parent. Storage that cannot be read counts as nothing stored (as
 * `readStoredFreeTestType`). Never throws; inert when React renders it on a client-side navigation
 * (React never runs a script it creates), so the page then waits for its client part as before.
 * Generated from the constants, so the CSP hash always matches what the page renders.
 * @returns the script's text
 */
export function noStoredResultBootScript(): string {
  const key = JSON.stringify(TEST_RESULTS_KEY);
  const name = JSON.stringify(FREE_TEST_NAME);
  const attribute = JSON.stringify(NO_STORED_RESULT_ATTRIBUTE);
  const value = JSON.stringify(NO_STORED_RESULT_VALUE);
  return (
    `(function(){var s=document.currentScript,f=s&&s.parentNode;if(!f||!f.setAttribute)return;` +
    `try{var m=JSON.parse(window.localStorage.getItem(${key})),` +
    `e=m!==null&&typeof m==="object"&&Object.prototype.hasOwnProperty.call(m,${name})?m[${name}]:null,` +
    `r=e!==null&&e!==undefined?e.result:undefined,t=r!==null&&r!==undefined?r.type:undefined,` +
    `c=e!==null&&e!==undefined&&e.meta!==null&&e.meta!==undefined?e.meta.completedAt:undefined;` +
    `if(typeof t==="string"&&/^[EI][SN][TF][JP]$/.test(t)&&typeof c==="string")return;}catch(x){}` +
    `f.setAttribute(${attribute},${value});})();`
  );
}
