import { siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { useAccountText } from '../../i18n/account-texts.ts';
import { helpOrganisations } from './help-organisations.ts';
import forms from '../../ui/forms.module.css';
import styles from './responsible-gaming.module.css';

/** Links to the organisations that help, for the brand's market; each opens in a new tab. */
export function HelpSection() {
  const t = useAccountText();
  const { currency } = useAtomValue(siteSettingsAtom);
  return (
    <section className={styles.kind} aria-labelledby="rg-help">
      <h3 id="rg-help">{t('rg_help_title')}</h3>
      <p className={forms.guide}>{t('rg_help_what')}</p>
      <ul className={styles.help}>
        {helpOrganisations(currency).map((organisation) => (
          <li key={organisation.id}>
            <a href={organisation.url} target="_blank" rel="noopener noreferrer">
              {organisation.name}
              <span className={styles.newTab}> ({t('rg_help_new_tab')})</span>
            </a>
            <p className={forms.guide}>{t(`rg_help_${organisation.id}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
