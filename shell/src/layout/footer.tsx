import { Suspense, useState } from 'react';
import { Link } from '@casino/shared-kernel/routing';
import { openDialog, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { LazyImage } from '@casino/shared-kernel/ui-core';
import { lazyPart } from '../app/lazy-part.tsx';
import { useLayoutText } from './layout-text.ts';
import styles from './layout.module.css';

// The licence is read by few: its dialog downloads when asked for.
const LicenceDialog = lazyPart('licence dialog', () => import('./licence-dialog.tsx'));

/** The legal pages the shell owns (platform.md), in the footer of every page. */
export const LEGAL_PAGES = [
  { to: '/userAgreement', key: 'layout_userAgreement' },
  { to: '/privacyAgreement', key: 'layout_privacyAgreement' },
  { to: '/termOfService', key: 'layout_termOfService' },
] as const;

/** Partners' logos (site settings `cooperativeFirm`), contact e-mail, legal links, customer service and the licence. */
export function Footer() {
  const text = useLayoutText();
  const { cooperativeFirm, contactEmail, licence, title } = useAtomValue(siteSettingsAtom);
  const [licenceOpen, setLicenceOpen] = useState(false);
  return (
    <footer className={styles.footer} data-testid="shell.footer">
      {cooperativeFirm.length > 0 && (
        <section aria-label={text('layout_footer_partners')}>
          <h2 className={styles.footerHeading}>{text('layout_footer_partners')}</h2>
          <ul className={styles.partners} data-testid="shell.partners">
            {cooperativeFirm.map((firm) => (
              <li key={firm.name}>
                {/* The kit's lazy picture, not the browser's: a page still short while it loads has its
                    footer within the browser's lazy distance, and ten logos would compete with the
                    first screen's downloads. */}
                <LazyImage src={firm.logo} alt={firm.name} width={96} height={32} className={styles.partnerLogo} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav aria-label={text('layout_footer_legal')}>
        <ul className={styles.legal}>
          {LEGAL_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} data-testid={`shell.footer-link${page.to.replace('/', '.')}`}>
                {text(page.key)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.linkButton}
              aria-haspopup="dialog"
              data-testid="shell.footer.customer-service"
              onClick={() => openDialog('shell.customer-service')}
            >
              {text('layout_customer_service')}
            </button>
          </li>
          {licence !== '' && (
            <li>
              <button type="button" className={styles.linkButton} data-testid="shell.licence-button" onClick={() => setLicenceOpen(true)}>
                {text('layout_footer_licence')}
              </button>
            </li>
          )}
        </ul>
      </nav>
      {contactEmail !== '' && (
        <p className={styles.contact}>
          {text('layout_footer_contact')}:{' '}
          <a href={`mailto:${contactEmail}`} data-testid="shell.contact-email">
            {contactEmail}
          </a>
        </p>
      )}
      <p className={styles.notice}>
        © {new Date().getFullYear()} {title} · {text('layout_footer_notice')}
      </p>
      {licenceOpen && (
        <Suspense fallback={null}>
          <LicenceDialog licence={licence} onClose={() => setLicenceOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
