import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, languageAtom, useAtomValue } from '@casino/shared-kernel/state';
import { usePromotionsText } from '../i18n/promotions-texts.ts';
import { promotionsPages, type PromotionsPath } from './promotions-app.tsx';
import styles from './promotions-page.module.css';

/** A page's heading: the route table's English title, or its translation. */
export function usePageTitle(path: PromotionsPath): string {
  const t = usePromotionsText();
  const language = useAtomValue(languageAtom);
  const page = promotionsPages.find((candidate) => candidate.path === path);
  if (!page) return path;
  return language === DEFAULT_LANGUAGE ? page.title : t(page.titleKey);
}

/** The frame of this remote's routed pages: the page's heading over its content. */
export function PromotionsPage({ path, children, actions }: { path: PromotionsPath; children: ReactNode; actions?: ReactNode }) {
  const title = usePageTitle(path);
  return (
    <article className={styles.page} data-testid="page" data-owner="mfe-promotions">
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </header>
      {children}
    </article>
  );
}
