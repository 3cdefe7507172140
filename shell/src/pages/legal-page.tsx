import { useEffect, useState } from 'react';
import type { Bundle } from '@casino/shared-kernel/i18n';
import { languageAtom, siteSettingsAtom, useAtomValue, type Language } from '@casino/shared-kernel/state';
import { Button, PageFrame, Skeleton } from '@casino/shared-kernel/ui-core';
import { LEGAL_DOCUMENTS, LEGAL_TEXTS_UPDATED, legalBlocks, legalProfile, legalText, loadLegalTexts, type LegalPath } from './legal-documents.ts';
import { usePageText } from './page-texts.ts';
import styles from './pages.module.css';

type Loaded = { language: Language; bundles: { language: Bundle; en: Bundle } } | 'failed' | null;

function useLegalBundles(language: Language): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([loadLegalTexts(language), language === 'en' ? null : loadLegalTexts('en')]).then(
      ([own, en]) => live && setLoaded({ language, bundles: { language: own.default, en: (en ?? own).default } }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  return [loaded, () => setAttempt((count) => count + 1)];
}

/**
 * `/userAgreement`, `/privacyAgreement`, `/termOfService`: the brand's text (India: INR and Indian
 * law; Brasil: BRL, Lei 14.790 and LGPD) in the player's language.
 */
export function LegalPage({ path, brand }: { path: LegalPath; brand: string }) {
  const t = usePageText();
  const language = useAtomValue(languageAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const [loaded, retry] = useLegalBundles(language);
  const legal = LEGAL_DOCUMENTS[path];
  const profile = legalProfile(brand, settings.currency);
  const values = { site: settings.title || brand, email: settings.contactEmail };

  let content;
  if (loaded === 'failed') {
    content = (
      <div role="alert" className={styles.legalFailed}>
        <p>{t('legal_load_failed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('server_error_retry')}
        </Button>
      </div>
    );
  } else if (loaded === null || loaded.language !== language) {
    content = (
      <div aria-busy="true" aria-label={t('legal_loading')}>
        <Skeleton shape="text" lines={8} />
      </div>
    );
  } else {
    const text = (key: string) => legalText(loaded.bundles, key, profile, values) ?? '';
    const sectionId = (section: string) => `legal-${legal.id}-${section}`;
    content = (
      <>
        <p className={styles.legalIntro}>{text(`legal.${legal.id}.intro`)}</p>
        <nav aria-label={t('legal_contents')} className={styles.legalContents}>
          <h2 className={styles.legalContentsTitle}>{t('legal_contents')}</h2>
          <ol>
            {legal.sections.map((section) => (
              <li key={section}>
                <a href={`#${sectionId(section)}`} onClick={(event) => jumpTo(event, sectionId(section))}>
                  {text(`legal.${legal.id}.${section}.heading`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {legal.sections.map((section) => (
          <section key={section} id={sectionId(section)} className={styles.legalSection} tabIndex={-1} aria-labelledby={`${sectionId(section)}-heading`}>
            <h2 id={`${sectionId(section)}-heading`}>{text(`legal.${legal.id}.${section}.heading`)}</h2>
            {legalBlocks(text(`legal.${legal.id}.${section}.body`)).map((block, index) =>
              block.kind === 'paragraph' ? (
                <p key={index}>{block.text}</p>
              ) : (
                <ul key={index}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </>
    );
  }

  return (
    <PageFrame title={t(legal.titleKey)} owner="shell">
      <div className={styles.legal} data-testid="legal.document" data-profile={profile}>
        <p className={styles.legalUpdated}>{t('legal_updated', { date: LEGAL_TEXTS_UPDATED })}</p>
        {content}
      </div>
    </PageFrame>
  );
}

/** The hash holds the route (hash router): in-page links scroll instead of navigating. */
function jumpTo(event: { preventDefault(): void }, id: string) {
  event.preventDefault();
  const target = document.getElementById(id);
  target?.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  target?.focus({ preventScroll: true });
}
