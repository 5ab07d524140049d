import { describe, expect, it } from 'vitest';
import { accessRedirect, resolveAccessRule, safeRedirectPath, toSearchParams, type AccessRule } from './access';

describe('safeRedirectPath — stored routes are same-site paths only', () => {
  it.each([
    ['/profile', '/profile'],
    ['/', '/'],
    ['/blog/article/x?page=2#top', '/blog/article/x?page=2#top'],
    ['/a/../profile', '/profile'],
    ['/tools/tests/big-five', '/tools/tests/big-five'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('accepts %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/profile'],
    ['backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['mixed slashes', '/\\/evil.com'],
    ['absolute https', 'https://evil.example/profile'],
    ['absolute same-looking', 'https://typeatlas.com/profile'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with slash', '/javascript:alert(1)'.slice(1)],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'profile'],
    ['tab after slash', '/\t/evil.com'],
    ['newline', '/\n/evil.com'],
    ['carriage return', '/profile\r\nSet-Cookie: x=1'],
    ['NUL', '/profile\u0000'],
    ['DEL', '/\u007f/evil.com'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
    ['number', 42],
    ['null', null],
    ['object', { pathname: '/profile' }],
    ['undefined', undefined],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it.each(['/..//evil.com', '/./..//evil.com', '/a/..//evil.com/x', '/%2e%2e//evil.com', '/.//evil.com'])(
    'refuses %s, which dot segments turn into a protocol-relative path',
    (value) => {
      expect(new URL(value, 'https://x.invalid').pathname.startsWith('//')).toBe(true);
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('accessRedirect — SPEC §4 page access rules', () => {
  const rules: Record<string, AccessRule> = {
    '/profile': 'auth',
    '/profile/settings': 'auth',
    '/login': 'nonauth',
    '/login/reset-password': 'nonauth',
  };
  const ruleFor = (path: string) => rules[path] ?? null;
  const base = { preLogoutRoute: null, lastRoute: null };

  it('leaves pages without a rule alone', () => {
    expect(accessRedirect({ ...base, rule: null, loggedIn: false, currentPath: '/blog' })).toBeNull();
    expect(accessRedirect({ ...base, rule: null, loggedIn: true, currentPath: '/blog' })).toBeNull();
  });

  it('auth pages: stay when logged in; else go to the stored pre-logout route, or /login', () => {
    expect(accessRedirect({ ...base, rule: 'auth', loggedIn: true, currentPath: '/profile' })).toBeNull();
    expect(accessRedirect({ ...base, rule: 'auth', loggedIn: false, currentPath: '/profile' })).toBe('/login');
    expect(accessRedirect({ ...base, rule: 'auth', loggedIn: false, currentPath: '/profile', preLogoutRoute: '/blog/article/x' })).toBe(
      '/blog/article/x',
    );
  });

  it('nonauth pages: stay when logged out; else go to the last route, or /', () => {
    expect(accessRedirect({ ...base, rule: 'nonauth', loggedIn: false, currentPath: '/login' })).toBeNull();
    expect(accessRedirect({ ...base, rule: 'nonauth', loggedIn: true, currentPath: '/login' })).toBe('/');
    expect(accessRedirect({ ...base, rule: 'nonauth', loggedIn: true, currentPath: '/login', lastRoute: '/types?x=1' })).toBe('/types?x=1');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.example', 'javascript:alert(1)', '/\u0000x'])(
    'ignores an unsafe stored route %j',
    (stored) => {
      expect(accessRedirect({ ...base, rule: 'auth', loggedIn: false, currentPath: '/profile', preLogoutRoute: stored })).toBe('/login');
      expect(accessRedirect({ ...base, rule: 'nonauth', loggedIn: true, currentPath: '/login', lastRoute: stored })).toBe('/');
    },
  );

  /**
   * Follows the redirects as the browser would: each page's guard applies its own rule; the
   * pre-logout route is consumed by the first 'auth' redirect (SessionGuard/AccessGuard do that).
   */
  function follow(start: string, loggedIn: boolean, stored: { preLogoutRoute?: string; lastRoute?: string }): string[] {
    const visited = [start];
    let preLogoutRoute: string | null = stored.preLogoutRoute ?? null;
    for (let hop = 0; hop < 5; hop += 1) {
      const current = visited[visited.length - 1]!;
      const rule = ruleFor(current.split(/[?#]/)[0]!);
      const target = accessRedirect({ rule, loggedIn, currentPath: current, preLogoutRoute, lastRoute: stored.lastRoute ?? null });
      if (rule === 'auth') preLogoutRoute = null;
      if (!target) return visited;
      visited.push(target);
    }
    throw new Error(`redirect loop: ${visited.join(' → ')}`);
  }

  it('never loops: a stored route equal to the current page is ignored, any chain ends on a page that keeps the visitor', () => {
    expect(accessRedirect({ ...base, rule: 'auth', loggedIn: false, currentPath: '/profile', preLogoutRoute: '/profile?tab=1' })).toBe(
      '/login',
    );
    expect(accessRedirect({ ...base, rule: 'nonauth', loggedIn: true, currentPath: '/login?next=1', lastRoute: '/login#x' })).toBe('/');
    // Stored routes that lead to another gated page (only possible with hand-edited storage).
    expect(follow('/profile', false, { preLogoutRoute: '/profile/settings' })).toEqual(['/profile', '/profile/settings', '/login']);
    expect(follow('/login', true, { lastRoute: '/login/reset-password' })).toEqual(['/login', '/login/reset-password', '/']);
    expect(follow('/profile', false, { preLogoutRoute: '/login', lastRoute: '/profile' })).toEqual(['/profile', '/login']);
    expect(follow('/login', true, { lastRoute: '/theory' })).toEqual(['/login', '/theory']);
  });

  it('the fallback targets themselves do not redirect again', () => {
    // /login is nonauth: a logged-out visitor stays there; / has no rule.
    expect(accessRedirect({ ...base, rule: ruleFor('/login'), loggedIn: false, currentPath: '/login' })).toBeNull();
    expect(accessRedirect({ ...base, rule: ruleFor('/'), loggedIn: true, currentPath: '/' })).toBeNull();
  });
});

describe('resolveAccessRule — SPEC §4 "The rule may be a function of the query and page props"', () => {
  it('passes a plain rule or null through', () => {
    expect(resolveAccessRule('auth', { props: {} })).toBe('auth');
    expect(resolveAccessRule(null, { props: {} })).toBeNull();
  });

  it('calls a rule function with the query (from Next searchParams) and the props', () => {
    const rule = ({ query, props }: { query: URLSearchParams; props: { slug: string } }) =>
      query.get('preview') === '1' || props.slug === 'members-only' ? 'auth' : null;
    expect(resolveAccessRule(rule, { query: { preview: '1' }, props: { slug: 'x' } })).toBe('auth');
    expect(resolveAccessRule(rule, { query: { preview: ['0', '1'] }, props: { slug: 'x' } })).toBeNull();
    expect(resolveAccessRule(rule, { query: new URLSearchParams('a=b'), props: { slug: 'members-only' } })).toBe('auth');
    expect(resolveAccessRule(rule, { props: { slug: 'open' } })).toBeNull();
  });

  it('treats anything but auth, nonauth or null from a function as null', () => {
    expect(resolveAccessRule(() => 'admin' as unknown as 'auth', { props: {} })).toBeNull();
  });
});

describe('toSearchParams', () => {
  it('keeps repeated keys and skips undefined values', () => {
    expect(toSearchParams({ a: ['1', '2'], b: '3', c: undefined }).toString()).toBe('a=1&a=2&b=3');
    expect(toSearchParams(undefined).toString()).toBe('');
  });
});
