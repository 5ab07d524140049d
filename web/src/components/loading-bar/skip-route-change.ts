/**
 * The skip-route-change flag of SPEC §2 ("Pages may declare … a skip-route-change flag"): while a
 * page that declares it is shown, changes of its query string (tabs, filters of the same page)
 * start no loading bar. A tiny module-level store with a mount counter (a page may render the
 * declaration more than once); no React here, so route-change.ts can read it.
 */

let declarations = 0;

/** Declares the flag for as long as the returned function is not called (call it on unmount). */
export function declareSkipRouteChange(): () => void {
  declarations += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    declarations -= 1;
  };
}

/** Whether the page on screen declares the flag. */
export function skipRouteChangeDeclared(): boolean {
  return declarations > 0;
}
