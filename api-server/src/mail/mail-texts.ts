import { formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
// A type only: the state concern itself loads the browser store, which plain Node must not run.
import type { Language } from '@casino/shared-kernel/state';

/** The site's languages (spec 1, the kernel's `LANGUAGES`): every text this domain writes has all seven. */
export const MAIL_LANGUAGES = ['en', 'es', 'pt-br', 'th', 'vi', 'zh-tw', 'zh'] as const satisfies readonly Language[];
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A text per language, stored as the JSON of a mail's `title` or `content`. */
export type MailTexts = Readonly<Record<MailLanguage, string>>;

/** What a sender must give at least: English, the fallback of the contract's `mailText`. */
export type LocalizedText = { readonly en: string } & {
  readonly [Language in MailLanguage]?: string;
};

/** A brand's money as a mail writes it: its symbol and the amount in the language's number style. */
export interface MailCurrency {
  symbol: string;
}

/** `12345` minor units → "₹ 123.45" (en) or "R$ 123,45" (pt-br). */
export function moneyText(currency: MailCurrency, amount: number, language: MailLanguage): string {
  return `${currency.symbol} ${formatServerAmount(amount, { locale: numberLocaleFor(language) })}`;
}

/** A percentage in the language's number style, at most two decimals: 1.1 → "1.1" (en) or "1,1" (pt-br). */
export function percentText(rate: number, language: MailLanguage): string {
  const plain = String(Math.round(rate * 100) / 100);
  return numberLocaleFor(language) === 'pt-br' ? plain.replace('.', ',') : plain;
}

/** A text per language that writes amounts: `money` formats one in that language's number style. */
type MoneyTemplates = Readonly<Record<MailLanguage, (money: (amount: number) => string) => string>>;

function withMoney(currency: MailCurrency, templates: MoneyTemplates): MailTexts {
  return Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, templates[language]((amount) => moneyText(currency, amount, language))])) as Record<
    MailLanguage,
    string
  >;
}

export interface WelcomeParams {
  site: string;
  currency: MailCurrency;
  bonus: number;
  /** Times the bonus must be bet before it turns into cash. */
  turnover: number;
}

/** The welcome mail every player gets, with its bonus. */
export function welcomeMail({ site, currency, bonus, turnover }: WelcomeParams): { title: MailTexts; content: MailTexts } {
  return {
    title: {
      en: `Welcome to ${site}!`,
      es: `¡Bienvenido a ${site}!`,
      'pt-br': `Bem-vindo ao ${site}!`,
      th: `ยินดีต้อนรับสู่ ${site}!`,
      vi: `Chào mừng bạn đến với ${site}!`,
      'zh-tw': `歡迎來到 ${site}！`,
      zh: `欢迎来到 ${site}！`,
    },
    content: withMoney(currency, {
      en: (money) =>
        `Thanks for joining ${site}. Here is a welcome bonus of ${money(bonus)} to start playing: claim it below. Bonus money is played, and turns into cash once you have bet ${turnover} times its amount. Good luck!`,
      es: (money) =>
        `Gracias por unirte a ${site}. Aquí tienes un bono de bienvenida de ${money(bonus)} para empezar a jugar: reclámalo abajo. El bono se juega y se convierte en efectivo cuando hayas apostado ${turnover} veces su importe. ¡Buena suerte!`,
      'pt-br': (money) =>
        `Obrigado por se juntar ao ${site}. Aqui está um bônus de boas-vindas de ${money(bonus)} para começar a jogar: resgate abaixo. O bônus é para jogar e vira saldo real depois de apostado ${turnover} vezes o seu valor. Boa sorte!`,
      th: (money) =>
        `ขอบคุณที่เข้าร่วม ${site} นี่คือโบนัสต้อนรับ ${money(bonus)} สำหรับเริ่มเล่น รับได้ด้านล่าง โบนัสใช้สำหรับเล่น และจะเปลี่ยนเป็นเงินสดเมื่อคุณวางเดิมพันครบ ${turnover} เท่าของยอดโบนัส ขอให้โชคดี!`,
      vi: (money) =>
        `Cảm ơn bạn đã tham gia ${site}. Đây là tiền thưởng chào mừng ${money(bonus)} để bắt đầu chơi: hãy nhận bên dưới. Tiền thưởng dùng để chơi và sẽ thành tiền mặt khi bạn cược đủ ${turnover} lần số tiền đó. Chúc bạn may mắn!`,
      'zh-tw': (money) =>
        `感謝您加入 ${site}。這是 ${money(bonus)} 的迎新獎金，請在下方領取。獎金用於遊戲，投注滿獎金的 ${turnover} 倍後即轉為現金。祝您好運！`,
      zh: (money) => `感谢您加入 ${site}。这是 ${money(bonus)} 的迎新奖金，请在下方领取。奖金用于游戏，投注满奖金的 ${turnover} 倍后即转为现金。祝您好运！`,
    }),
  };
}

export interface CashbackParams {
  currency: MailCurrency;
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  loss: number;
  cashback: number;
  vipLevel: number;
  /** Percent, e.g. 1.1. */
  rate: number;
}

/** The daily VIP cashback mail: the day's net loss, the level's rate, the cash back. */
export function cashbackMail({ currency, date, loss, cashback, vipLevel, rate }: CashbackParams): { title: MailTexts; content: MailTexts } {
  return {
    title: {
      en: `VIP cashback for ${date}`,
      es: `Reembolso VIP del ${date}`,
      'pt-br': `Cashback VIP de ${date}`,
      th: `เงินคืน VIP ประจำวันที่ ${date}`,
      vi: `Hoàn tiền VIP ngày ${date}`,
      'zh-tw': `${date} VIP 返水`,
      zh: `${date} VIP 返水`,
    },
    content: withMoney(currency, {
      en: (money) =>
        `Your net loss on ${date} (UTC) was ${money(loss)}. As a VIP ${vipLevel} member you get ${percentText(rate, 'en')}% back: ${money(cashback)} in cash, with no wagering. Claim it below.`,
      es: (money) =>
        `Tu pérdida neta del ${date} (UTC) fue de ${money(loss)}. Como miembro VIP ${vipLevel} recibes un ${percentText(rate, 'es')}% de vuelta: ${money(cashback)} en efectivo, sin requisitos de apuesta. Reclámalo abajo.`,
      'pt-br': (money) =>
        `Sua perda líquida em ${date} (UTC) foi de ${money(loss)}. Como membro VIP ${vipLevel}, você recebe ${percentText(rate, 'pt-br')}% de volta: ${money(cashback)} em dinheiro, sem rollover. Resgate abaixo.`,
      th: (money) =>
        `ยอดเสียสุทธิของคุณในวันที่ ${date} (UTC) คือ ${money(loss)} ในฐานะสมาชิก VIP ${vipLevel} คุณได้รับเงินคืน ${percentText(rate, 'th')}%: ${money(cashback)} เป็นเงินสด ไม่ต้องทำยอดเทิร์น รับได้ด้านล่าง`,
      vi: (money) =>
        `Khoản thua ròng của bạn ngày ${date} (UTC) là ${money(loss)}. Là thành viên VIP ${vipLevel}, bạn được hoàn ${percentText(rate, 'vi')}%: ${money(cashback)} tiền mặt, không yêu cầu cược. Hãy nhận bên dưới.`,
      'zh-tw': (money) =>
        `您在 ${date}（UTC）的淨輸額為 ${money(loss)}。作為 VIP ${vipLevel} 會員，您可獲得 ${percentText(rate, 'zh-tw')}% 返水：${money(cashback)} 現金，無需流水。請在下方領取。`,
      zh: (money) =>
        `您在 ${date}（UTC）的净输额为 ${money(loss)}。作为 VIP ${vipLevel} 会员，您可获得 ${percentText(rate, 'zh')}% 返水：${money(cashback)} 现金，无需流水。请在下方领取。`,
    }),
  };
}

/** The demo player's news mail: no award. */
export function originalsNewsMail(): { title: MailTexts; content: MailTexts } {
  return {
    title: {
      en: 'New in the lobby: our originals',
      es: 'Novedad en el lobby: nuestros originales',
      'pt-br': 'Novidade no lobby: nossos originais',
      th: 'ใหม่ในล็อบบี้: เกมออริจินัลของเรา',
      vi: 'Mới trong sảnh: các trò chơi gốc của chúng tôi',
      'zh-tw': '大廳新上線：我們的原創遊戲',
      zh: '大厅新上线：我们的原创游戏',
    },
    content: {
      en: 'Crash, Dice and Fruit Slot are now in the Original list of the lobby, with a return to player of up to 99%. Every round is settled on our servers and shown in your game record.',
      es: 'Crash, Dice y Fruit Slot ya están en la lista Original del lobby, con un retorno al jugador de hasta el 99%. Cada ronda se liquida en nuestros servidores y aparece en tu historial de juego.',
      'pt-br':
        'Crash, Dice e Fruit Slot já estão na lista Original do lobby, com retorno ao jogador de até 99%. Cada rodada é liquidada em nossos servidores e aparece no seu histórico de jogos.',
      th: 'Crash, Dice และ Fruit Slot อยู่ในรายการ Original ของล็อบบี้แล้ว อัตราการจ่ายคืนผู้เล่นสูงสุด 99% ทุกรอบคำนวณผลบนเซิร์ฟเวอร์ของเราและแสดงในประวัติการเล่นของคุณ',
      vi: 'Crash, Dice và Fruit Slot đã có trong danh sách Original của sảnh, với tỷ lệ hoàn trả cho người chơi lên đến 99%. Mỗi ván được tính trên máy chủ của chúng tôi và hiển thị trong lịch sử chơi của bạn.',
      'zh-tw': 'Crash、Dice 與 Fruit Slot 已加入大廳的原創列表，返還率最高 99%。每一局都在我們的伺服器結算，並顯示在您的遊戲紀錄中。',
      zh: 'Crash、Dice 和 Fruit Slot 已加入大厅的原创列表，返还率最高 99%。每一局都在我们的服务器结算，并显示在您的游戏记录中。',
    },
  };
}

/** The demo player's bonus mail. */
export function bonusGiftMail(currency: MailCurrency, bonus: number, turnover: number): { title: MailTexts; content: MailTexts } {
  return {
    title: {
      en: 'A bonus for you',
      es: 'Un bono para ti',
      'pt-br': 'Um bônus para você',
      th: 'โบนัสสำหรับคุณ',
      vi: 'Tiền thưởng dành cho bạn',
      'zh-tw': '送您一份獎金',
      zh: '送您一份奖金',
    },
    content: withMoney(currency, {
      en: (money) => `Thank you for playing with us. Here is a bonus of ${money(bonus)}; it turns into cash once you have bet ${turnover} times its amount.`,
      es: (money) =>
        `Gracias por jugar con nosotros. Aquí tienes un bono de ${money(bonus)}; se convierte en efectivo cuando hayas apostado ${turnover} veces su importe.`,
      'pt-br': (money) =>
        `Obrigado por jogar com a gente. Aqui está um bônus de ${money(bonus)}; ele vira saldo real depois de apostado ${turnover} vezes o seu valor.`,
      th: (money) => `ขอบคุณที่เล่นกับเรา นี่คือโบนัส ${money(bonus)} จะเปลี่ยนเป็นเงินสดเมื่อคุณวางเดิมพันครบ ${turnover} เท่าของยอดโบนัส`,
      vi: (money) =>
        `Cảm ơn bạn đã chơi cùng chúng tôi. Đây là tiền thưởng ${money(bonus)}; tiền thưởng thành tiền mặt khi bạn cược đủ ${turnover} lần số tiền đó.`,
      'zh-tw': (money) => `感謝您的支持。這是 ${money(bonus)} 的獎金，投注滿獎金的 ${turnover} 倍後即轉為現金。`,
      zh: (money) => `感谢您的支持。这是 ${money(bonus)} 的奖金，投注满奖金的 ${turnover} 倍后即转为现金。`,
    }),
  };
}

/** The demo player's cash gift mail. */
export function cashGiftMail(currency: MailCurrency, cash: number): { title: MailTexts; content: MailTexts } {
  return {
    title: {
      en: 'A cash gift',
      es: 'Un regalo en efectivo',
      'pt-br': 'Um presente em dinheiro',
      th: 'ของขวัญเงินสด',
      vi: 'Quà tặng tiền mặt',
      'zh-tw': '現金禮物',
      zh: '现金礼物',
    },
    content: withMoney(currency, {
      en: (money) => `A cash gift of ${money(cash)} from the team, with no wagering: play it or withdraw it.`,
      es: (money) => `Un regalo de ${money(cash)} en efectivo de parte del equipo, sin requisitos de apuesta: juégalo o retíralo.`,
      'pt-br': (money) => `Um presente de ${money(cash)} em dinheiro da equipe, sem rollover: jogue ou saque.`,
      th: (money) => `ของขวัญเงินสด ${money(cash)} จากทีมงาน ไม่ต้องทำยอดเทิร์น จะเล่นหรือถอนก็ได้`,
      vi: (money) => `Quà tặng ${money(cash)} tiền mặt từ đội ngũ, không yêu cầu cược: hãy chơi hoặc rút.`,
      'zh-tw': (money) => `團隊送上 ${money(cash)} 現金禮物，無需流水：可以遊戲，也可以提現。`,
      zh: (money) => `团队送上 ${money(cash)} 现金礼物，无需流水：可以游戏，也可以提现。`,
    }),
  };
}
