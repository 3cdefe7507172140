import { REALITY_CHECK_MINUTES } from '@casino/shared-kernel/api-contract';
import { useAccountText } from '../../i18n/account-texts.ts';
import { setRealityCheck } from './limits-api.ts';
import { MinutesChoiceSection } from './minutes-choice-section.tsx';

/** The reality-check interval the shell shows the session's time and net result at, over the game. */
export function RealityCheckSection() {
  const t = useAccountText();
  return (
    <MinutesChoiceSection
      id="rg-reality"
      title={t('rg_reality_title')}
      what={t('rg_reality_what')}
      label={t('rg_reality_label')}
      noneValue="off"
      noneText={t('rg_reality_off')}
      minutes={REALITY_CHECK_MINUTES}
      minutesText={(minutes) => t('rg_reality_minutes', { minutes })}
      savedText={t('rg_reality_saved')}
      read={(session) => session.reality_check_minutes}
      save={setRealityCheck}
    />
  );
}
