import { useKernelText } from '@casino/shared-kernel/i18n';
import { useAtomValue } from 'jotai';
import { languageAtom, layoutAtom } from '@casino/shared-kernel/state';
import styles from './page.module.css';

/** The shared values every page and dialog can show, read live from the one store. */
export function StoreFacts() {
  const language = useAtomValue(languageAtom);
  const layout = useAtomValue(layoutAtom);
  const t = useKernelText();
  return (
    <dl className={styles.facts}>
      <dt>{t('language')}</dt>
      <dd data-testid="facts.language">{language}</dd>
      <dt>{t('layout')}</dt>
      <dd data-testid="facts.layout">{layout}</dd>
    </dl>
  );
}
