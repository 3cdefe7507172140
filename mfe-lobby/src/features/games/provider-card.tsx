import { Link } from '@casino/shared-kernel/routing';
import { LazyImage } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { providerIcon, providerInitials, type Provider } from '../lobby-info/catalogue.ts';
import { providerPath } from './game-routes.ts';
import styles from './provider-card.module.css';

/** A provider: its icon (spec 9's mapped providers) or initials, its name and number of games; opens its games. */
export function ProviderCard({ provider, selected = false }: { provider: Provider; selected?: boolean }) {
  const t = useLobbyText();
  const icon = providerIcon(provider);
  return (
    <Link
      className={styles.card}
      to={providerPath(provider.name)}
      aria-current={selected ? 'page' : undefined}
      data-testid="lobby.provider"
      data-provider={provider.name}
    >
      <span className={styles.logo}>
        {icon ? (
          <LazyImage src={icon} alt="" aspectRatio="5 / 2" className={styles.logoImage} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {providerInitials(provider.name)}
          </span>
        )}
      </span>
      <span className={styles.name}>{provider.name}</span>
      <span className={styles.count}>{t('games_count', { count: provider.games })}</span>
    </Link>
  );
}

/** Providers as a grid of cards. */
export function ProviderGrid({ providers, selected }: { providers: readonly Provider[]; selected?: string | null }) {
  return (
    <ul className={styles.grid} data-testid="lobby.providers">
      {providers.map((provider) => (
        <li key={provider.name}>
          <ProviderCard provider={provider} selected={provider.name === selected} />
        </li>
      ))}
    </ul>
  );
}
