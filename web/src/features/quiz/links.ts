/** Path of the free test. */
export const FREE_TEST_PATH = '/free-personality-test';

/** Where a "Take the test" link sits (SPEC §2: utm_source is header, mobile_aside or footer). */
export type TakeTestOrigin = 'header' | 'mobile_aside' | 'footer';

/** The "Take the test" link for an origin, e.g. `/free-personality-test?utm_source=header`. */
export function takeTestHref(origin: TakeTestOrigin): string {
  return `${FREE_TEST_PATH}?utm_source=${origin}`;
}
