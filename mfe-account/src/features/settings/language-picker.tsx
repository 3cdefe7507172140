import { isLanguage, LANGUAGE_NAMES, LANGUAGES, languageAtom, useAtom } from '@casino/shared-kernel/state';


/** The player's language, chosen in the user centre; the whole site follows it at once. */
export function LanguagePicker() {
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <label>
      Language{' '}
      <select
        data-testid="account.language-select"
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
    </label>
  );
}
