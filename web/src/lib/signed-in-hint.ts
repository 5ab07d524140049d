/**
 * The "signed in" hint on `<html>`: a class set before the first paint when the browser holds a
 * `user` cookie (SPEC §3/§9 session cookie), so CSS alone can show signed-in-only parts of a
 * statically rendered page — the mobile 'From Insights to Action' banner (SPEC §1) — with no
 * layout shift and no JavaScript for visitors. Presence only, like `hasUserCookie`
 * (features/auth/session-signal.ts): a cookie named exactly `user` with a non-empty value after
 * trimming. The class says nothing trustworthy (anyone can set a cookie); it only decides what is
 * displayed. Pure; imported by web/server-security.ts (Node, hence the `.ts` import), which trusts the
 * script's exact text in the page's CSP.
 */
import { USER_COOKIE } from './auth-cookies.ts';

/** Class on `<html>` while a `user` cookie is present. */
export const SIGNED_IN_CLASS = 'signed-in';

/**
 * A small inline script for `<head>` that adds {@link SIGNED_IN_CLASS} to `<html>` when
 * `document.cookie` holds a non-empty `user` cookie. Generated from the constants, so the CSP hash
 * (web/server-security.ts) always matches what the layout renders. Never throws (blocked cookies:
 * no class).
 * @returns the script's text (no `<script>` tags)
 */
export function signedInBootScript(): string {
  return `(function(){try{var p=document.cookie.split(';');for(var i=0;i<p.length;i++){var j=p[i].indexOf('=');if(j>=0&&p[i].slice(0,j).trim()===${JSON.stringify(
    USER_COOKIE,
  )}&&p[i].slice(j+1).trim()!==''){document.documentElement.classList.add(${JSON.stringify(SIGNED_IN_CLASS)});return;}}}catch(e){}})();`;
}
