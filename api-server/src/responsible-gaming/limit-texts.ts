import type { GamingLimitKind, GamingLimitPeriod } from '@casino/shared-kernel/api-contract';
import { brandUtcOffsetMinutes } from '../brands/brand-clock.ts';
import type { Brand } from '../brands/brands.ts';
import { MAIL_LANGUAGES, moneyText, type MailLanguage } from '../mail/mail-texts.ts';

/** The request's `Accept-Language` as one of the site's seven languages; English when it is none. */
export function limitLanguage(header: string): MailLanguage {
  const tag = header.trim().toLowerCase();
  return MAIL_LANGUAGES.find((language) => language === tag) ?? MAIL_LANGUAGES.find((language) => tag.startsWith(`${language}-`)) ?? 'en';
}

/** "daily deposit limit", in each language. */
const LIMIT_NAMES: Readonly<Record<MailLanguage, Readonly<Record<GamingLimitPeriod, Readonly<Record<GamingLimitKind, string>>>>>> = {
  en: {
    day: { deposit: 'daily deposit limit', loss: 'daily loss limit', wager: 'daily wager limit' },
    week: { deposit: 'weekly deposit limit', loss: 'weekly loss limit', wager: 'weekly wager limit' },
    month: { deposit: 'monthly deposit limit', loss: 'monthly loss limit', wager: 'monthly wager limit' },
  },
  es: {
    day: { deposit: 'límite diario de depósito', loss: 'límite diario de pérdidas', wager: 'límite diario de apuestas' },
    week: { deposit: 'límite semanal de depósito', loss: 'límite semanal de pérdidas', wager: 'límite semanal de apuestas' },
    month: { deposit: 'límite mensual de depósito', loss: 'límite mensual de pérdidas', wager: 'límite mensual de apuestas' },
  },
  'pt-br': {
    day: { deposit: 'limite diário de depósito', loss: 'limite diário de perdas', wager: 'limite diário de apostas' },
    week: { deposit: 'limite semanal de depósito', loss: 'limite semanal de perdas', wager: 'limite semanal de apostas' },
    month: { deposit: 'limite mensal de depósito', loss: 'limite mensal de perdas', wager: 'limite mensal de apostas' },
  },
  th: {
    day: { deposit: 'วงเงินฝากรายวัน', loss: 'วงเงินขาดทุนรายวัน', wager: 'วงเงินเดิมพันรายวัน' },
    week: { deposit: 'วงเงินฝากรายสัปดาห์', loss: 'วงเงินขาดทุนรายสัปดาห์', wager: 'วงเงินเดิมพันรายสัปดาห์' },
    month: { deposit: 'วงเงินฝากรายเดือน', loss: 'วงเงินขาดทุนรายเดือน', wager: 'วงเงินเดิมพันรายเดือน' },
  },
  vi: {
    day: { deposit: 'hạn mức nạp tiền hằng ngày', loss: 'hạn mức thua lỗ hằng ngày', wager: 'hạn mức đặt cược hằng ngày' },
    week: { deposit: 'hạn mức nạp tiền hằng tuần', loss: 'hạn mức thua lỗ hằng tuần', wager: 'hạn mức đặt cược hằng tuần' },
    month: { deposit: 'hạn mức nạp tiền hằng tháng', loss: 'hạn mức thua lỗ hằng tháng', wager: 'hạn mức đặt cược hằng tháng' },
  },
  'zh-tw': {
    day: { deposit: '每日存款限額', loss: '每日虧損限額', wager: '每日投注限額' },
    week: { deposit: '每週存款限額', loss: '每週虧損限額', wager: '每週投注限額' },
    month: { deposit: '每月存款限額', loss: '每月虧損限額', wager: '每月投注限額' },
  },
  zh: {
    day: { deposit: '每日存款限额', loss: '每日亏损限额', wager: '每日投注限额' },
    week: { deposit: '每周存款限额', loss: '每周亏损限额', wager: '每周投注限额' },
    month: { deposit: '每月存款限额', loss: '每月亏损限额', wager: '每月投注限额' },
  },
};

interface RefusalParts {
  /** The limit's name, e.g. "daily deposit limit". */
  name: string;
  limit: string;
  remaining: string;
  /** When the window frees enough room for this amount; '' when the amount is above the limit itself. */
  resetsAt: string;
  kind: GamingLimitKind;
}

type Template = (parts: RefusalParts) => string;

const REFUSALS: Readonly<Record<MailLanguage, Template>> = {
  en: (p) =>
    `This ${p.kind === 'deposit' ? 'deposit' : 'bet'} would pass your ${p.name} of ${p.limit}. Left now: ${p.remaining}.` +
    (p.resetsAt ? ` The limit resets at ${p.resetsAt}.` : ''),
  es: (p) =>
    `${p.kind === 'deposit' ? 'Este depósito' : 'Esta apuesta'} superaría tu ${p.name} de ${p.limit}. Disponible ahora: ${p.remaining}.` +
    (p.resetsAt ? ` El límite se restablece el ${p.resetsAt}.` : ''),
  'pt-br': (p) =>
    `${p.kind === 'deposit' ? 'Este depósito' : 'Esta aposta'} ultrapassaria seu ${p.name} de ${p.limit}. Disponível agora: ${p.remaining}.` +
    (p.resetsAt ? ` O limite é renovado em ${p.resetsAt}.` : ''),
  th: (p) =>
    `${p.kind === 'deposit' ? 'การฝากเงินนี้' : 'การเดิมพันนี้'}จะเกิน${p.name}ของคุณที่ ${p.limit} คงเหลือตอนนี้: ${p.remaining}` +
    (p.resetsAt ? ` วงเงินจะรีเซ็ตเมื่อ ${p.resetsAt}` : ''),
  vi: (p) =>
    `${p.kind === 'deposit' ? 'Khoản nạp này' : 'Lượt cược này'} sẽ vượt ${p.name} ${p.limit} của bạn. Còn lại hiện tại: ${p.remaining}.` +
    (p.resetsAt ? ` Hạn mức được đặt lại lúc ${p.resetsAt}.` : ''),
  'zh-tw': (p) =>
    `${p.kind === 'deposit' ? '這筆存款' : '這筆投注'}將超過您的${p.name} ${p.limit}。目前剩餘：${p.remaining}。` + (p.resetsAt ? `限額將於 ${p.resetsAt} 重置。` : ''),
  zh: (p) => `${p.kind === 'deposit' ? '这笔存款' : '这笔投注'}将超过您的${p.name} ${p.limit}。当前剩余：${p.remaining}。` + (p.resetsAt ? `限额将于 ${p.resetsAt} 重置。` : ''),
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as the brand's local time, e.g. "2026-11-27 14:05 (UTC+05:30)": the same in every language. */
export function brandTimeText(brand: string, seconds: number): string {
  const offset = brandUtcOffsetMinutes(brand);
  const local = new Date((seconds + offset * 60) * 1000);
  const sign = offset < 0 ? '-' : '+';
  const zone = `UTC${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} (${zone})`;
}

export interface LimitRefusal {
  kind: GamingLimitKind;
  period: GamingLimitPeriod;
  limit: number;
  remaining: number;
  /** Unix seconds; null when the amount alone is above the limit (no reset lets it through). */
  resetsAt: number | null;
}

/** The refusal's message in the request's language: the limit, what is left, when it resets. */
export function limitRefusalText(brand: Brand, language: MailLanguage, refusal: LimitRefusal): string {
  const currency = { symbol: brand.currencySymbol };
  return REFUSALS[language]({
    kind: refusal.kind,
    name: LIMIT_NAMES[language][refusal.period][refusal.kind],
    limit: moneyText(currency, refusal.limit, language),
    remaining: moneyText(currency, refusal.remaining, language),
    resetsAt: refusal.resetsAt === null ? '' : brandTimeText(brand.brand, refusal.resetsAt),
  });
}

/** What a player on a break is told when they try to deposit, play or claim: until when, in their language. */
const BREAK_REFUSALS: Readonly<Record<MailLanguage, (until: string) => string>> = {
  en: (until) => (until ? `You are taking a break from play until ${until}: deposits, bets and rewards are closed until then. You can still withdraw.` : 'You have excluded yourself from play for good: deposits, bets and rewards are closed. You can still withdraw.'),
  es: (until) => (until ? `Estás tomando un descanso del juego hasta el ${until}: depósitos, apuestas y premios están cerrados hasta entonces. Aún puedes retirar.` : 'Te has autoexcluido del juego de forma permanente: depósitos, apuestas y premios están cerrados. Aún puedes retirar.'),
  'pt-br': (until) => (until ? `Você está em uma pausa do jogo até ${until}: depósitos, apostas e prêmios estão fechados até lá. Você ainda pode sacar.` : 'Você se autoexcluiu do jogo para sempre: depósitos, apostas e prêmios estão fechados. Você ainda pode sacar.'),
  th: (until) => (until ? `คุณกำลังพักการเล่นจนถึง ${until}: การฝาก การเดิมพัน และรางวัลถูกปิดจนถึงเวลานั้น คุณยังถอนเงินได้` : 'คุณได้ขอระงับการเล่นของตนเองถาวร: การฝาก การเดิมพัน และรางวัลถูกปิด คุณยังถอนเงินได้'),
  vi: (until) => (until ? `Bạn đang tạm nghỉ chơi đến ${until}: nạp tiền, đặt cược và phần thưởng bị đóng đến lúc đó. Bạn vẫn có thể rút tiền.` : 'Bạn đã tự loại trừ vĩnh viễn: nạp tiền, đặt cược và phần thưởng bị đóng. Bạn vẫn có thể rút tiền.'),
  'zh-tw': (until) => (until ? `您正在暫停遊戲，直到 ${until}：在此之前存款、投注和獎勵均已關閉。您仍可提款。` : '您已永久自我排除：存款、投注和獎勵均已關閉。您仍可提款。'),
  zh: (until) => (until ? `您正在暂停游戏，直到 ${until}：在此之前存款、投注和奖励均已关闭。您仍可提款。` : '您已永久自我排除：存款、投注和奖励均已关闭。您仍可提款。'),
};

export function breakRefusalText(brand: string, language: MailLanguage, endsAt: number | null): string {
  return BREAK_REFUSALS[language](endsAt === null ? '' : brandTimeText(brand, endsAt));
}

/** "2 h 30 min" style: hours and minutes as every language writes them short. */
const DURATION_UNITS: Readonly<Record<MailLanguage, { hours: string; minutes: string }>> = {
  en: { hours: 'h', minutes: 'min' },
  es: { hours: 'h', minutes: 'min' },
  'pt-br': { hours: 'h', minutes: 'min' },
  th: { hours: 'ชม.', minutes: 'นาที' },
  vi: { hours: 'giờ', minutes: 'phút' },
  'zh-tw': { hours: '小時', minutes: '分鐘' },
  zh: { hours: '小时', minutes: '分钟' },
};

function durationText(language: MailLanguage, minutes: number): string {
  const units = DURATION_UNITS[language];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} ${units.hours}` : '', rest > 0 || hours === 0 ? `${rest} ${units.minutes}` : ''].filter(Boolean);
  return parts.join(' ');
}

/** What a player whose session has lasted its time limit is told when they try to play. */
const SESSION_LIMIT_REFUSALS: Readonly<Record<MailLanguage, (limit: string) => string>> = {
  en: (limit) => `You have reached your session time limit of ${limit}: play is closed for this session. Sign in again later to start a new session.`,
  es: (limit) => `Has alcanzado tu límite de tiempo de sesión de ${limit}: el juego está cerrado en esta sesión. Vuelve a iniciar sesión más tarde para empezar una nueva.`,
  'pt-br': (limit) => `Você atingiu seu limite de tempo de sessão de ${limit}: o jogo está fechado nesta sessão. Entre novamente mais tarde para começar uma nova sessão.`,
  th: (limit) => `คุณใช้เวลาครบขีดจำกัดเวลาต่อเซสชัน ${limit} แล้ว: การเล่นถูกปิดสำหรับเซสชันนี้ เข้าสู่ระบบอีกครั้งภายหลังเพื่อเริ่มเซสชันใหม่`,
  vi: (limit) => `Bạn đã đạt giới hạn thời gian phiên ${limit}: phiên này không thể chơi tiếp. Hãy đăng nhập lại sau để bắt đầu phiên mới.`,
  'zh-tw': (limit) => `您已達到 ${limit} 的單次遊戲時間限制：本次登入已停止遊戲。請稍後重新登入以開始新的遊戲時段。`,
  zh: (limit) => `您已达到 ${limit} 的单次游戏时间限制：本次登录已停止游戏。请稍后重新登录以开始新的游戏时段。`,
};

export function sessionLimitRefusalText(language: MailLanguage, minutes: number): string {
  return SESSION_LIMIT_REFUSALS[language](durationText(language, minutes));
}
