/**
 * When the campaign tracker must run early (issue 25). Pure: the landing's values are passed in.
 */

/** A landing page's location values the rule reads. */
export interface Landing {
  /** `location.search`, e.g. '?utm_source=x' ('' without a query). */
  search: string;
  /** `location.pathname`, e.g. '/shared-result/AbC…'. */
  pathname: string;
  /** `document.referrer` ('' when none). */
  referrer: string;
  /** `location.origin`, e.g. 'https://typeatlas.example'. */
  origin: string;
}

/**
 * Whether a landing carries attribution that a quick document navigation or a closed tab would lose
 * if the tracker waited: a query (campaign parameters, SPEC §4 §9), a shared-result path (the
 * referrer id, lib/referrer-id.ts) or a referrer from another site (afid 'seo' from search
 * engines). The tracker then runs when the browser is first idle (at most 2 s); on every other page
 * load (direct visits, the site's own links) once the page has settled, outside a slow phone's load
 * window — its chunks' evaluation was a ~160 ms task at 4× CPU there.
 * @returns true to run early
 */
export function landingCarriesAttribution({ search, pathname, referrer, origin }: Landing): boolean {
  return search !== '' || pathname.startsWith('/shared-result/') || (referrer !== '' && !referrer.startsWith(`${origin}/`));
}
