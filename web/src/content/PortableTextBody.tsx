/**
 * Portable Text rendering with @portabletext/react: headings, lists, strong/em; external links
 * only for http, https and mailto URLs (any other scheme renders as plain text); internal links
 * resolved to the target document's path (lib/routes.ts; a link to a missing document renders as
 * text); images through the Sanity image loader; call-outs as labelled asides; h2 headings with
 * anchor ids (./headings.ts).
 */
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ComponentProps } from 'react';
import { checkLinkHref } from '@typeatlas/schemas/rules';
import { getT } from '@/i18n';
import { type DocumentTarget, documentPath } from '@/lib/routes';
import { ContentImage, type ContentImageValue } from './ContentImage';
import { bodyHeadings } from './headings';

type PortableTextValue = ComponentProps<typeof PortableText>['value'];

const CALLOUT_TONES = new Set(['tip', 'note', 'warning']);

function components(headingIds: ReadonlyMap<string, string>): PortableTextComponents {
  const t = getT('content');
  const marks: PortableTextComponents['marks'] = {
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
    internalLink: ({ value, children }) => {
      const path = documentPath((value as { target?: DocumentTarget | null } | undefined)?.target);
      return path ? <a href={path}>{children}</a> : <>{children}</>;
    },
  };
  return {
    marks,
    block: {
      // Section headings carry their anchor ids (./headings.ts), the targets of "On this page" links.
      h2: ({ value, children }) => <h2 id={headingIds.get(value._key ?? '')}>{children}</h2>,
    },
    types: {
      mainImage: ({ value }) => {
        const image = (value as { image?: ContentImageValue } | undefined)?.image;
        return image ? (
          <figure className="prose-figure">
            <ContentImage image={image} sizes="(min-width: 768px) 720px, 100vw" />
          </figure>
        ) : null;
      },
      callout: ({ value }) => {
        const { tone, body } = (value ?? {}) as { tone?: string; body?: PortableTextValue };
        if (!Array.isArray(body) || body.length === 0) return null;
        const kind = tone && CALLOUT_TONES.has(tone) ? tone : 'note';
        const label = t(`callout.${kind}` as 'callout.tip');
        return (
          <aside className={`callout callout-${kind}`} aria-label={label}>
            <p className="callout-label" aria-hidden="true">
              {label}
            </p>
            <PortableText value={body} components={{ marks }} />
          </aside>
        );
      },
    },
  };
}

/** Renders a Portable Text body inside the `.prose` reading measure; nothing for an empty body. */
export function PortableTextBody({ value, className }: { value: PortableTextValue | null | undefined; className?: string }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null;
  return (
    <div className={`prose ${className ?? ''}`}>
      <PortableText value={value} components={components(new Map(bodyHeadings(value).map((heading) => [heading.key, heading.id])))} />
    </div>
  );
}
