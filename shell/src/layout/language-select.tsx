import { isLanguage, LANGUAGE_NAMES, LANGUAGES, languageAtom, useAtom } from '@casino/shared-kernel/state';
import styles from './layout.module.css';

/** The header's language switch; the same shared value the account centre sets. */
export function LanguageSelect() {
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <select
      className={styles.language}
      aria-label="Language"
      data-testid="shell.language-select"
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
