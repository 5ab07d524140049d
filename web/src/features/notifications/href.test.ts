import { describe, expect, it } from 'vitest';
import { notificationHref } from './href';

describe('notificationHref', () => {
  it('links site paths only', () => {
    expect(notificationHref('/blog/article/x')).toBe('/blog/article/x');
    expect(notificationHref('')).toBeNull();
    expect(notificationHref('//evil.example')).toBeNull();
    expect(notificationHref('/\\evil.example')).toBeNull();
    expect(notificationHref('javascript:alert(1)')).toBeNull();
    expect(notificationHref('https://example.com')).toBeNull();
  });
});
