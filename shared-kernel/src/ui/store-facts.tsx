import { useAtomValue } from 'jotai';
import { languageAtom, layoutAtom } from '@casino/shared-kernel/state';
import styles from './page.module.css';

/** The shared values every page and dialog can show, read live from the one store. */
export function StoreFacts() {
  const language = useAtomValue(languageAtom);
  const layout = useAtomValue(layoutAtom);
  return (
    <dl className={styles.facts}>
      <dt>Language</dt>
      <dd data-testid="facts.language">{language}</dd>
      <dt>Layout</dt>
      <dd data-testid="facts.layout">{layout}</dd>
    </dl>
  );
}
