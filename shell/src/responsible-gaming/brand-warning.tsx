import { useContext } from 'react';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { ShellConfigContext } from '../app/shell-context.ts';
import english from './locales/en.json';
import { RG_NAMESPACE_NAME } from './rg-texts.ts';

/**
 * The brands whose regulator requires a warning at registration and at every login: brasil
 * (Portaria SPA/MF 1.231/2024). The api-server's table of what each brand enforces
 * (`api-server/CONTEXT.md`, responsible gaming) lists the same.
 */
const WARNING_AT_SIGN_IN: Readonly<Record<string, keyof typeof english>> = {
  brasil: 'rg_warning_betting_risk',
};

/** The brand's responsible-gaming warning, shown in the login and register dialog; nothing for a brand without one. */
export function SignInWarning() {
  // The dialog also renders in tests and pages without the shell's start-up config: no brand, no warning.
  const brand = useContext(ShellConfigContext)?.brand;
  const { t } = useTranslation(RG_NAMESPACE_NAME);
  const key = brand === undefined ? undefined : WARNING_AT_SIGN_IN[brand];
  if (!key) return null;
  return (
    <p role="note" aria-label={t('rg_warning_label', { defaultValue: english.rg_warning_label })} data-testid="shell.rg-warning" style={{ margin: '0 0 12px', fontSize: 13, lineHeight: 1.5 }}>
      {t(key, { defaultValue: english[key] })}
    </p>
  );
}
