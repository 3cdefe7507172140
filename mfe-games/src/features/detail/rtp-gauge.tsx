import { useGamesText } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import styles from './game-detail.module.css';

/** The gauge spans these RTPs: every game of a casino pays between them. */
const SCALE_FROM = 90;
const SCALE_TO = 100;

const position = (value: number) => `${(Math.min(SCALE_TO, Math.max(SCALE_FROM, value)) - SCALE_FROM) * (100 / (SCALE_TO - SCALE_FROM))}%`;

/** The RTP on a 90–100 % scale, with the band its wave lets a session swing through. */
export function RtpGauge({ rtp, wave }: { rtp: number; wave: number }) {
  const t = useGamesText();
  const { percent } = useNumberFormat();
  const low = rtp - wave;
  const high = rtp + wave;
  return (
    <div className={styles.gauge} role="img" aria-label={t('detail_rtp_range', { rtp: percent(rtp), low: percent(low), high: percent(high) })}>
      <div className={styles.track}>
        <span className={styles.band} style={{ left: position(low), width: `calc(${position(high)} - ${position(low)})` }} />
        <span className={styles.marker} style={{ left: position(rtp) }} />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{percent(SCALE_FROM)}</span>
        <span>{percent(SCALE_TO)}</span>
      </div>
    </div>
  );
}
