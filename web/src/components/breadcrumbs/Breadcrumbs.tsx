/**
 * Visible breadcrumbs plus their BreadcrumbList JSON-LD (one trail, two renderings, never out of
 * sync). The last crumb is the current page (aria-current, not a link).
 */
import { serverEnv } from '@/config/env';
import { JsonLd } from '@/components/seo/JsonLd';
import { type Crumb, breadcrumbList } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import styles from './Breadcrumbs.module.css';

/** @param crumbs the trail after Home (Home is prepended), e.g. [{name:'Blog',path:'/blog'},{name:title,path}] */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = getT('common');
  const trail: Crumb[] = [{ name: t('breadcrumbs.home'), path: ROUTES.home }, ...crumbs];
  return (
    <>
      <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(serverEnv().siteUrl, trail)} />
    </>
  );
}
