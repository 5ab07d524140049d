/**
 * Portable Text rendering with @portabletext/react. Links render only for http, https and mailto
 * URLs; any other scheme (javascript:, data:, …) renders as plain text.
 */
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ComponentProps } from 'react';
import { checkLinkHref } from '@typeatlas/schemas/rules';

type PortableTextValue = ComponentProps<typeof PortableText>['value'];

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : undefined;
      if (checkLinkHref(href) !== true) return <>{children}</>;
      const external = /^https?:\/\//i.test(href ?? '');
      return (
        <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
  },
};

/** Renders a Portable Text body inside the `.prose` reading measure. */
export function PortableTextBody({ value, className }: { value: PortableTextValue | null | undefined; className?: string }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null;
  return (
    <div className={`prose ${className ?? ''}`}>
      <PortableText value={value} components={components} />
    </div>
  );
}
