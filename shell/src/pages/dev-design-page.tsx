import { useEffect, useState, type ReactNode } from 'react';
import {
  applyTheme,
  Badge,
  Button,
  Carousel,
  Countdown,
  DEFAULT_THEME,
  Dialog,
  Input,
  isTheme,
  LazyImage,
  PageFrame,
  RemoteErrorPanel,
  RemoteLoading,
  Skeleton,
  Tabs,
  THEMES,
  ToastHost,
  type Theme,
  type ToastMessage,
  type ToastType,
} from '@casino/shared-kernel/ui';
import styles from './dev-design-page.module.css';

/** A picture made on the spot, so the page needs no image files and no network. */
function artwork(label: string, hue: number, width = 300, height = 300): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${hue + 50} 70% 30%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="${width / 2}" y="${height / 2 + 12}" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const TILES = [
  { name: 'Fortune Tiger', hue: 20 },
  { name: 'Aviator', hue: 200 },
  { name: 'Crash', hue: 280 },
  { name: 'Mines', hue: 140 },
  { name: 'Plinko', hue: 330 },
] as const;

const SWATCHES = ['bg', 'surface', 'surface-strong', 'primary', 'link', 'text', 'text-muted', 'info', 'success', 'warning', 'danger', 'badge', 'focus'] as const;

const TOAST_SAMPLES: Record<ToastType, string> = {
  info: 'Your mail has been refreshed',
  success: 'Bind Succ!',
  warning: 'Your session ended: please log in again',
  error: 'Daily gift already bought today',
};

function Section({ piece, title, children }: { piece: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} data-testid={`design.${piece}`} aria-labelledby={`design-${piece}`}>
      <h2 id={`design-${piece}`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ThemesSection() {
  const [pageTheme, setPageTheme] = useState<Theme>(() => {
    const current = document.documentElement.dataset['theme'];
    return isTheme(current) ? current : DEFAULT_THEME;
  });
  // The choice themes the whole page while it is open; leaving the page puts the site's theme back.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.dataset['theme'];
    applyTheme(pageTheme);
    return () => {
      if (before === undefined) delete root.dataset['theme'];
      else root.dataset['theme'] = before;
    };
  }, [pageTheme]);

  return (
    <Section piece="themes" title="Themes">
      <label className={styles.inline}>
        Page theme{' '}
        <select
          className={styles.select}
          data-testid="design.theme-select"
          value={pageTheme}
          onChange={(event) => {
            if (isTheme(event.target.value)) setPageTheme(event.target.value);
          }}
        >
          {THEMES.map((theme) => (
            <option key={theme}>{theme}</option>
          ))}
        </select>
      </label>
      <div className={styles.themes}>
        {THEMES.map((theme) => (
          <div key={theme} className={styles.theme} data-theme={theme} data-testid={`design.theme.${theme}`}>
            <h3 className={styles.themeName}>{theme}</h3>
            <ul className={styles.swatches}>
              {SWATCHES.map((token) => (
                <li key={token} className={styles.swatch}>
                  <span className={styles.chip} style={{ background: `var(--color-${token})` }} aria-hidden="true" />
                  {token}
                </li>
              ))}
            </ul>
            <div className={styles.row}>
              <Button>Deposit</Button>
              <Button variant="secondary">Withdraw</Button>
              <Badge count={3} label="unread messages">
                <span className={styles.icon} role="img" aria-label="Mail">
                  ✉
                </span>
              </Badge>
            </div>
          </div>
        ))}
      </div>
      <p className={styles.note}>
        Root font: 1rem is 100px at 750 px wide and above, less below. This bar is 3.75rem, half the 750 px design width:
      </p>
      <div className={styles.remBar} data-testid="design.root-font" />
    </Section>
  );
}

function ButtonsSection() {
  const [clicks, setClicks] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), 1500);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <Section piece="buttons" title="Buttons">
      <div className={styles.row}>
        <Button onClick={() => setClicks(clicks + 1)}>Primary</Button>
        <Button variant="secondary" onClick={() => setClicks(clicks + 1)}>
          Secondary
        </Button>
        <Button variant="ghost" onClick={() => setClicks(clicks + 1)}>
          Ghost
        </Button>
        <Button disabled>Disabled</Button>
        <Button busy={busy} onClick={() => setBusy(true)} data-testid="design.busy-button">
          Claim reward
        </Button>
        <Button busy variant="secondary">
          Always busy
        </Button>
      </div>
      <p className={styles.note} aria-live="polite">
        Clicks counted: <output data-testid="design.click-count">{clicks}</output> (a second click within 200 ms is ignored)
      </p>
    </Section>
  );
}

function DialogSection() {
  const [open, setOpen] = useState(false);
  return (
    <Section piece="dialog" title="Dialog">
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        title="Bind your phone"
        onClose={() => setOpen(false)}
        testId="design.dialog-panel"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <Input label="Phone number" prefix="+91" inputMode="numeric" autoComplete="tel-national" />
      </Dialog>
    </Section>
  );
}

function ToastsSection() {
  const [toasts, setToasts] = useState<readonly ToastMessage<number>[]>([]);
  const [nextId, setNextId] = useState(1);
  const show = (type: ToastType) => {
    setToasts((shown) => [...shown, { id: nextId, type, text: TOAST_SAMPLES[type] }]);
    setNextId(nextId + 1);
  };
  return (
    <Section piece="toasts" title="Toasts">
      <div className={styles.row}>
        {(Object.keys(TOAST_SAMPLES) as ToastType[]).map((type) => (
          <Button key={type} variant="secondary" onClick={() => show(type)} data-testid={`design.toast-${type}`}>
            Show {type}
          </Button>
        ))}
      </div>
      <ToastHost toasts={toasts} onDismiss={(id) => setToasts((shown) => shown.filter((toast) => toast.id !== id))} />
    </Section>
  );
}

function InputSection() {
  const [phone, setPhone] = useState('98765');
  const error = /^\d{10}$/.test(phone) ? undefined : 'Enter the 10 digits of your phone number';
  return (
    <Section piece="input" title="Input">
      <div className={styles.fields}>
        <Input label="Phone number" prefix="+91" inputMode="numeric" value={phone} onChange={(event) => setPhone(event.target.value)} error={error} />
        <Input label="Email" type="email" hint="We send the verification code here" placeholder="player@example.com" />
      </div>
    </Section>
  );
}

function TabsSection() {
  return (
    <Section piece="tabs" title="Tabs">
      <Tabs
        label="Game categories"
        items={[
          { id: 'slots', label: 'Slots', content: <p>Slot games from PGSoft, JILI and Pragmatic Play.</p> },
          { id: 'live', label: 'Live', content: <p>Live tables with real dealers.</p> },
          { id: 'sports', label: 'Sports', content: <p>Not available in this region.</p>, disabled: true },
          { id: 'poker', label: 'Poker', content: <p>NLH, 6+ and AOF rooms.</p> },
        ]}
      />
    </Section>
  );
}

function SkeletonSection() {
  return (
    <Section piece="skeleton" title="Skeleton">
      <div className={styles.skeletonCard} aria-busy="true" aria-label="Loading a game">
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="text" lines={3} />
        <Skeleton shape="rect" height={100} />
      </div>
    </Section>
  );
}

function LazyImagesSection() {
  return (
    <Section piece="lazy-image" title="Lazy images">
      <p className={styles.note}>Each picture loads after 500 ms in view; the last one fails on purpose.</p>
      <div className={styles.tiles}>
        {TILES.map(({ name, hue }) => (
          <LazyImage key={name} src={artwork(name, hue)} alt={name} width={120} height={120} />
        ))}
        <LazyImage src="/missing/not-a-game.webp" alt="Missing game" width={120} height={120} />
      </div>
    </Section>
  );
}

function CarouselSection() {
  return (
    <Section piece="carousel" title="Carousel">
      <Carousel
        label="Promotions"
        autoplayMs={4000}
        testId="design.carousel-slides"
        slides={[
          { id: 'first', label: 'First deposit 100%', hue: 220 },
          { id: 'vip', label: 'VIP cashback', hue: 150 },
          { id: 'wheel', label: 'Lucky wheel', hue: 30 },
        ].map(({ id, label, hue }) => ({
          id,
          content: <img className={styles.banner} src={artwork(label, hue, 750, 300)} alt={label} draggable={false} />,
        }))}
      />
    </Section>
  );
}

function CountdownSection() {
  const [round, setRound] = useState(0);
  const [ended, setEnded] = useState(0);
  const [eventEnd] = useState(() => Date.now() + (2 * 86_400 + 5 * 3600 + 30) * 1000);
  return (
    <Section piece="countdown" title="Countdown">
      <p className={styles.inline}>
        First-recharge offer: <Countdown key={round} seconds={10} label="Offer ends in" onEnd={() => setEnded((count) => count + 1)} testId="design.countdown-short" />{' '}
        <Button variant="ghost" onClick={() => setRound(round + 1)}>
          Restart
        </Button>
      </p>
      <p className={styles.note} aria-live="polite">
        Ended {ended} times
      </p>
      <p className={styles.inline}>
        Event ends in: <Countdown to={eventEnd} label="Event ends in" />
      </p>
    </Section>
  );
}

function BadgesSection() {
  return (
    <Section piece="badges" title="Badges">
      <div className={styles.row}>
        {[0, 3, 9, 10].map((count) => (
          <Badge key={count} count={count} label="unread messages" testId={`design.badge-${count}`}>
            <span className={styles.icon} role="img" aria-label="Mail">
              ✉
            </span>
          </Badge>
        ))}
        <Badge dot label="New">
          <span className={styles.icon} role="img" aria-label="Gifts">
            ★
          </span>
        </Badge>
        <span className={styles.inline}>
          Inline <Badge count={42} />
        </span>
      </div>
    </Section>
  );
}

/** The kernel's UI pieces one by one, for designers and developers (spec: /__dev__design). */
export function DevDesignPage() {
  return (
    <div className={styles.page}>
      <PageFrame title="Design" owner="shell" dev>
        <ThemesSection />
        <ButtonsSection />
        <DialogSection />
        <ToastsSection />
        <InputSection />
        <TabsSection />
        <SkeletonSection />
        <LazyImagesSection />
        <CarouselSection />
        <CountdownSection />
        <BadgesSection />
        <Section piece="error-panel" title="Error panel">
          <RemoteErrorPanel remote="example" reason="unavailable" onRetry={() => undefined} />
        </Section>
        <Section piece="loading" title="Loading placeholder">
          <RemoteLoading remote="example" />
        </Section>
      </PageFrame>
    </div>
  );
}
