import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';
import { serverEnv } from '@/config/env';
import { getSiteSettings } from '@/content/site';
import { PageViews } from '@/features/analytics/PageViews';
import '@/styles/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(serverEnv().siteUrl),
    title: { default: settings.seo.title ?? settings.brandName, template: `%s | ${settings.brandName}` },
    description: settings.seo.description,
    applicationName: settings.brandName,
    openGraph: { siteName: settings.brandName, locale: 'en' },
  };
}

export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header navigation={settings.navigation} brandName={settings.brandName} />
        <main id="main">{children}</main>
        <Footer links={settings.footerLinks} brandName={settings.brandName} tagline={settings.tagline} />
        <PageViews />
      </body>
    </html>
  );
}
