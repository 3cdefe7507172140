import { MAIL_LANGUAGES, moneyText, percentText, type MailCurrency, type MailLanguage } from './mail-texts.ts';

/** A marquee line: a short title and the line that scrolls. */
export interface NoticeText {
  title: string;
  content: string;
}

export interface MarqueeParams {
  site: string;
  currency: MailCurrency;
  /** The brand's smallest withdrawal, minor units. */
  minWithdrawal: number;
  /** The top VIP level's cashback rate, percent. */
  topCashbackRate: number;
}

/**
 * A notice as stored: its title and content each the JSON of its text in every language (as a mail's
 * are), so that the notice call answers in the language of the request (`Accept-Language`) and a
 * player who switches language reads the marquee in the new one.
 */
export function noticeInEveryLanguage(write: (language: MailLanguage) => NoticeText): NoticeText {
  const texts = MAIL_LANGUAGES.map((language) => [language, write(language)] as const);
  return {
    title: JSON.stringify(Object.fromEntries(texts.map(([language, text]) => [language, text.title]))),
    content: JSON.stringify(Object.fromEntries(texts.map(([language, text]) => [language, text.content]))),
  };
}

/** The marquee every visitor of a brand sees, in the brand's language. */
export function marqueeNotices(language: MailLanguage, params: MarqueeParams): NoticeText[] {
  const { site } = params;
  const minimum = moneyText(params.currency, params.minWithdrawal, language);
  const rate = percentText(params.topCashbackRate, language);
  const texts: Record<MailLanguage, NoticeText[]> = {
    en: [
      { title: 'Welcome', content: `Welcome to ${site}! Every new player finds a welcome bonus in the mailbox.` },
      { title: 'VIP cashback', content: `VIP cashback: up to ${rate}% of yesterday's net loss, sent to your mailbox every day.` },
      { title: 'Withdrawals', content: `Withdrawals from ${minimum} are processed around the clock.` },
      { title: 'Play responsibly', content: 'Play responsibly: 18+ only. Set yourself a budget and take breaks.' },
    ],
    es: [
      { title: 'Bienvenida', content: `¡Bienvenido a ${site}! Cada jugador nuevo encuentra un bono de bienvenida en su buzón.` },
      { title: 'Reembolso VIP', content: `Reembolso VIP: hasta el ${rate}% de la pérdida neta de ayer, enviado a tu buzón cada día.` },
      { title: 'Retiros', content: `Los retiros desde ${minimum} se procesan a cualquier hora.` },
      { title: 'Juego responsable', content: 'Juega con responsabilidad: solo mayores de 18 años. Fíjate un presupuesto y tómate descansos.' },
    ],
    'pt-br': [
      { title: 'Boas-vindas', content: `Bem-vindo ao ${site}! Todo jogador novo encontra um bônus de boas-vindas na caixa de mensagens.` },
      { title: 'Cashback VIP', content: `Cashback VIP: até ${rate}% da perda líquida de ontem, enviado para a sua caixa de mensagens todos os dias.` },
      { title: 'Saques', content: `Saques a partir de ${minimum} são processados 24 horas por dia.` },
      { title: 'Jogo responsável', content: 'Jogue com responsabilidade: proibido para menores de 18 anos. Defina um limite e faça pausas.' },
    ],
    th: [
      { title: 'ยินดีต้อนรับ', content: `ยินดีต้อนรับสู่ ${site}! ผู้เล่นใหม่ทุกคนจะได้รับโบนัสต้อนรับในกล่องจดหมาย` },
      { title: 'เงินคืน VIP', content: `เงินคืน VIP: สูงสุด ${rate}% ของยอดเสียสุทธิเมื่อวาน ส่งเข้ากล่องจดหมายของคุณทุกวัน` },
      { title: 'การถอนเงิน', content: `ถอนเงินได้ตั้งแต่ ${minimum} ดำเนินการตลอด 24 ชั่วโมง` },
      { title: 'เล่นอย่างรับผิดชอบ', content: 'เล่นอย่างรับผิดชอบ: สำหรับผู้ที่อายุ 18 ปีขึ้นไปเท่านั้น กำหนดงบประมาณและพักเป็นระยะ' },
    ],
    vi: [
      { title: 'Chào mừng', content: `Chào mừng bạn đến với ${site}! Mỗi người chơi mới đều có tiền thưởng chào mừng trong hộp thư.` },
      { title: 'Hoàn tiền VIP', content: `Hoàn tiền VIP: lên đến ${rate}% khoản thua ròng của hôm qua, gửi vào hộp thư của bạn mỗi ngày.` },
      { title: 'Rút tiền', content: `Yêu cầu rút tiền từ ${minimum} được xử lý suốt ngày đêm.` },
      { title: 'Chơi có trách nhiệm', content: 'Chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi. Hãy đặt ngân sách và nghỉ ngơi hợp lý.' },
    ],
    'zh-tw': [
      { title: '歡迎', content: `歡迎來到 ${site}！每位新玩家都能在信箱中找到迎新獎金。` },
      { title: 'VIP 返水', content: `VIP 返水：最高返還昨日淨輸額的 ${rate}%，每天發送到您的信箱。` },
      { title: '提現', content: `${minimum} 起即可提現，全天候處理。` },
      { title: '理性遊戲', content: '請理性遊戲：僅限 18 歲以上。為自己設定預算並適時休息。' },
    ],
    zh: [
      { title: '欢迎', content: `欢迎来到 ${site}！每位新玩家都能在信箱中找到迎新奖金。` },
      { title: 'VIP 返水', content: `VIP 返水：最高返还昨日净输额的 ${rate}%，每天发送到您的信箱。` },
      { title: '提现', content: `${minimum} 起即可提现，全天候处理。` },
      { title: '理性游戏', content: '请理性游戏：仅限 18 岁以上。为自己设定预算并适时休息。' },
    ],
  };
  return texts[language];
}

/** The demo player's own marquee line: the money of a demo account is for trying the site. */
export function demoPlayerNotice(language: MailLanguage, site: string): NoticeText {
  const texts: Record<MailLanguage, NoticeText> = {
    en: { title: 'Demo account', content: `You are signed in to the demo account of ${site}: its money is for trying the site.` },
    es: { title: 'Cuenta demo', content: `Has iniciado sesión en la cuenta demo de ${site}: su dinero es para probar el sitio.` },
    'pt-br': { title: 'Conta demo', content: `Você entrou na conta demo do ${site}: o saldo dela serve para experimentar o site.` },
    th: { title: 'บัญชีทดลอง', content: `คุณเข้าสู่ระบบบัญชีทดลองของ ${site} เงินในบัญชีนี้มีไว้สำหรับทดลองใช้งานเว็บไซต์` },
    vi: { title: 'Tài khoản demo', content: `Bạn đang đăng nhập tài khoản demo của ${site}: số tiền trong đó dùng để trải nghiệm trang.` },
    'zh-tw': { title: '示範帳號', content: `您已登入 ${site} 的示範帳號：其中的資金僅供體驗網站。` },
    zh: { title: '演示账号', content: `您已登录 ${site} 的演示账号：其中的资金仅供体验网站。` },
  };
  return texts[language];
}

/** A game notice: the game's name and why to play it now. */
export function gameNotice(language: MailLanguage, game: { name: string; rtp: number }): NoticeText {
  const rtp = percentText(game.rtp, language);
  const texts: Record<MailLanguage, string> = {
    en: `${game.name} is live in the Original list, with a return to player of ${rtp}%.`,
    es: `${game.name} ya está en la lista Original, con un retorno al jugador del ${rtp}%.`,
    'pt-br': `${game.name} já está na lista Original, com retorno ao jogador de ${rtp}%.`,
    th: `${game.name} เปิดให้เล่นแล้วในรายการ Original อัตราการจ่ายคืนผู้เล่น ${rtp}%`,
    vi: `${game.name} đã có trong danh sách Original, với tỷ lệ hoàn trả cho người chơi ${rtp}%.`,
    'zh-tw': `${game.name} 已在原創列表上線，返還率 ${rtp}%。`,
    zh: `${game.name} 已在原创列表上线，返还率 ${rtp}%。`,
  };
  return { title: game.name, content: texts[language] };
}
