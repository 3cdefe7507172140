// What the lobby says about each running event, in each of the site's seven languages (the lobby
// answers in the request's Accept-Language; activity-texts-more.ts has es, th, vi, zh-tw and zh).
// The texts promise no figure another domain decides (deposit bonus rates, prize sizes); the
// figures they do name come from this service's own data (download award, VIP cashback rates).
import { ACTIVITY_TYPE, type ActivityType } from '@casino/shared-kernel/api-contract';
import { ES, MORE_GENERAL_TERMS, TH, VI, ZH, ZH_TW } from './activity-texts-more.ts';

/** The words of one event. `detail` is plain text, paragraphs separated by a blank line. */
export interface ActivityTexts {
  name: string;
  /** The line under the name in the activity list and on the banner. */
  listTitle: string;
  /** The side menu's label. */
  leftTitle: string;
  des: string;
  detail: readonly string[];
  /** The banner's button. */
  action: string;
}

/** Figures the texts name, formatted for the brand. */
export interface TextFigures {
  downloadAward: string;
  cashbackFrom: string;
  cashbackTo: string;
}

/** The site's languages (spec 1, the kernel's `LANGUAGES`). */
export const TEXT_LANGUAGES = ['en', 'es', 'pt-br', 'th', 'vi', 'zh-tw', 'zh'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export type Catalogue = (figures: TextFigures) => Partial<Record<ActivityType, ActivityTexts>>;

const EN: Catalogue = (figures) => ({
  [ACTIVITY_TYPE.FIRST_RECHARGE]: {
    name: 'First Deposit Bonus',
    listTitle: 'Extra bonus on your first deposit',
    leftTitle: 'First Deposit',
    des: 'Make your first deposit and receive an extra bonus on top of your cash.',
    detail: [
      'Welcome! Your first deposit comes with an extra bonus, credited to your bonus balance as soon as the payment is confirmed.',
      'Choose an offer in the deposit window: the bonus shown beside each amount is what you receive.',
      'Bonus money becomes cash once you have bet its turnover; your bet tasks in the wallet show how far you are.',
      'One first-deposit offer per account. The offer runs in 6-hour rounds from the moment you sign up until you deposit.',
    ],
    action: 'Deposit now',
  },
  [ACTIVITY_TYPE.SECOND_RECHARGE]: {
    name: 'Second Deposit Bonus',
    listTitle: 'Another bonus on your second deposit',
    leftTitle: 'Second Deposit',
    des: 'Your second deposit earns an extra bonus too.',
    detail: [
      'After your first deposit, the deposit window shows the second-deposit offers: pick one and the extra bonus is credited with your cash.',
      'Bonus money becomes cash once you have bet its turnover.',
      'One second-deposit offer per account.',
    ],
    action: 'Deposit now',
  },
  [ACTIVITY_TYPE.REPEAT_PAY]: {
    name: 'Daily Gift Pack',
    listTitle: 'A value pack every day',
    leftTitle: 'Daily Gift',
    des: 'From your second deposit on, buy one gift pack a day with extra cash, bonus and gold.',
    detail: [
      'Players with two or more deposits can buy one daily gift pack a day.',
      'The pack’s cash, bonus and gold are credited as soon as the payment is confirmed.',
      'A new pack is ready every day after midnight.',
    ],
    action: 'Get today’s pack',
  },
  [ACTIVITY_TYPE.RECHARGE_REWARD]: {
    name: 'Recharge Reward',
    listTitle: 'Rewards that grow with your deposits',
    leftTitle: 'Recharge Reward',
    des: 'Join the recharge reward when you deposit and collect extra rewards as your deposits add up.',
    detail: [
      'Tick “join recharge reward” in the deposit window to take part with that deposit.',
      'Each step of the reward table shows the deposits it needs and what it pays.',
      'Rewards are credited to your wallet when a step is reached.',
    ],
    action: 'Join now',
  },
  [ACTIVITY_TYPE.INVITE_TURNTABLE]: {
    name: 'Invite & Spin',
    listTitle: 'Invite friends, spin the wheel, win cash',
    leftTitle: 'Invite & Spin',
    des: 'Friends who join with your link give you spins on the invitation wheel. Fill the bar to withdraw the prize.',
    detail: [
      'Share your invitation link. Every friend who signs up or deposits gives you extra spins.',
      'Each spin adds to your prize bar; when it is full, the prize is yours to withdraw.',
      'Every round has its own time limit, shown on the wheel.',
    ],
    action: 'Spin now',
  },
  [ACTIVITY_TYPE.GOLD_RUSHING]: {
    name: 'Gold Rush',
    listTitle: 'Pan for gold when your balance runs low',
    leftTitle: 'Gold Rush',
    des: 'Out of balance? Pan for gold and collect free cash to keep playing.',
    detail: [
      'When your cash and bonus together fall under 1, the gold pan opens for players who have deposited before.',
      'Each award unlocks after its countdown; share the event to speed things up.',
      'Every award is paid in cash.',
    ],
    action: 'Start panning',
  },
  [ACTIVITY_TYPE.BLIND_BOX]: {
    name: 'Lucky Box',
    listTitle: 'Open a lucky box every day',
    leftTitle: 'Lucky Box',
    des: 'Open your daily lucky boxes or spin the lucky wheel for cash and bonus prizes.',
    detail: [
      'Every day you get lucky boxes to open; when they are used up, the lucky wheel takes their place.',
      'Inviting friends gives you extra chances.',
      'Prizes are credited to your bonus or cash balance as shown on the prize.',
    ],
    action: 'Open now',
  },
  [ACTIVITY_TYPE.CASH_BACK]: {
    name: 'VIP Cashback',
    listTitle: `Up to ${figures.cashbackTo} back on your losses`,
    leftTitle: 'VIP Cashback',
    des: `Get part of your net losses back: from ${figures.cashbackFrom} to ${figures.cashbackTo}, rising with your VIP level.`,
    detail: [
      `Cashback pays back a share of your net losses, from ${figures.cashbackFrom} at VIP 0 to ${figures.cashbackTo} at the top VIP level.`,
      'Your VIP level grows with your deposits and bets; the VIP page shows what the next level needs.',
      'Cashback is credited to your wallet automatically.',
    ],
    action: 'See VIP levels',
  },
  [ACTIVITY_TYPE.DOWNLOAD]: {
    name: 'Download the App',
    listTitle: `Install the app and get ${figures.downloadAward}`,
    leftTitle: 'Download App',
    des: `Install our app on your phone and receive a ${figures.downloadAward} bonus.`,
    detail: [
      'Open the download page and add the app to your home screen.',
      `Sign in from the app to collect ${figures.downloadAward}, once per account.`,
      'The app opens faster and can notify you of new rewards.',
    ],
    action: 'Install now',
  },
  [ACTIVITY_TYPE.GIFT_PACKET]: {
    name: 'Gift Packets',
    listTitle: 'Share gift packets with friends',
    leftTitle: 'Gift Packets',
    des: 'Create a gift packet and share it: every friend who opens it receives a surprise reward.',
    detail: [
      'Create a gift packet from the event page and share its link.',
      'Each friend can open your packet once.',
      'Rewards are credited to the wallet of whoever opens it.',
    ],
    action: 'Create a packet',
  },
});

const PT_BR: Catalogue = (figures) => ({
  [ACTIVITY_TYPE.FIRST_RECHARGE]: {
    name: 'Bônus de Primeiro Depósito',
    listTitle: 'Bônus extra no seu primeiro depósito',
    leftTitle: 'Primeiro Depósito',
    des: 'Faça seu primeiro depósito e receba um bônus extra além do seu saldo.',
    detail: [
      'Boas-vindas! Seu primeiro depósito vem com um bônus extra, creditado no seu saldo de bônus assim que o pagamento é confirmado.',
      'Escolha uma oferta na janela de depósito: o bônus mostrado ao lado de cada valor é o que você recebe.',
      'O bônus vira dinheiro depois que você apostar o rollover; suas tarefas de aposta na carteira mostram quanto falta.',
      'Uma oferta de primeiro depósito por conta. A oferta corre em ciclos de 6 horas desde o seu cadastro até você depositar.',
    ],
    action: 'Depositar agora',
  },
  [ACTIVITY_TYPE.SECOND_RECHARGE]: {
    name: 'Bônus de Segundo Depósito',
    listTitle: 'Mais um bônus no seu segundo depósito',
    leftTitle: 'Segundo Depósito',
    des: 'Seu segundo depósito também rende um bônus extra.',
    detail: [
      'Depois do primeiro depósito, a janela de depósito mostra as ofertas de segundo depósito: escolha uma e o bônus extra é creditado junto com o dinheiro.',
      'O bônus vira dinheiro depois que você apostar o rollover.',
      'Uma oferta de segundo depósito por conta.',
    ],
    action: 'Depositar agora',
  },
  [ACTIVITY_TYPE.REPEAT_PAY]: {
    name: 'Pacote de Presente Diário',
    listTitle: 'Um pacote vantajoso todo dia',
    leftTitle: 'Presente Diário',
    des: 'A partir do segundo depósito, compre um pacote por dia com dinheiro, bônus e ouro extras.',
    detail: [
      'Jogadores com dois ou mais depósitos podem comprar um pacote de presente por dia.',
      'O dinheiro, o bônus e o ouro do pacote são creditados assim que o pagamento é confirmado.',
      'Um novo pacote fica disponível todo dia depois da meia-noite.',
    ],
    action: 'Pegar o pacote de hoje',
  },
  [ACTIVITY_TYPE.RECHARGE_REWARD]: {
    name: 'Recompensa de Recarga',
    listTitle: 'Recompensas que crescem com seus depósitos',
    leftTitle: 'Recompensa de Recarga',
    des: 'Participe da recompensa de recarga ao depositar e ganhe prêmios extras conforme seus depósitos somam.',
    detail: [
      'Marque “participar da recompensa de recarga” na janela de depósito para entrar com aquele depósito.',
      'Cada etapa da tabela mostra quanto precisa depositar e quanto paga.',
      'As recompensas são creditadas na sua carteira quando uma etapa é alcançada.',
    ],
    action: 'Participar',
  },
  [ACTIVITY_TYPE.INVITE_TURNTABLE]: {
    name: 'Convide e Gire',
    listTitle: 'Convide amigos, gire a roleta, ganhe dinheiro',
    leftTitle: 'Convide e Gire',
    des: 'Amigos que entram pelo seu link dão giros na roleta de convite. Complete a barra para sacar o prêmio.',
    detail: [
      'Compartilhe seu link de convite. Cada amigo que se cadastra ou deposita dá giros extras.',
      'Cada giro enche sua barra de prêmio; quando ela completa, o prêmio é seu para sacar.',
      'Cada rodada tem seu próprio prazo, mostrado na roleta.',
    ],
    action: 'Girar agora',
  },
  [ACTIVITY_TYPE.GOLD_RUSHING]: {
    name: 'Corrida do Ouro',
    listTitle: 'Garimpe ouro quando o saldo acabar',
    leftTitle: 'Corrida do Ouro',
    des: 'Ficou sem saldo? Garimpe ouro e ganhe dinheiro grátis para continuar jogando.',
    detail: [
      'Quando seu dinheiro e bônus somados ficam abaixo de 1, o garimpo abre para quem já depositou.',
      'Cada prêmio libera depois da contagem regressiva; compartilhe o evento para acelerar.',
      'Cada prêmio é pago em dinheiro.',
    ],
    action: 'Garimpar',
  },
  [ACTIVITY_TYPE.BLIND_BOX]: {
    name: 'Caixa da Sorte',
    listTitle: 'Abra uma caixa da sorte todo dia',
    leftTitle: 'Caixa da Sorte',
    des: 'Abra suas caixas da sorte diárias ou gire a roleta da sorte para ganhar dinheiro e bônus.',
    detail: [
      'Todo dia você recebe caixas da sorte para abrir; quando acabam, a roleta da sorte toma o lugar delas.',
      'Convidar amigos dá chances extras.',
      'Os prêmios são creditados no seu saldo de bônus ou de dinheiro, como indicado no prêmio.',
    ],
    action: 'Abrir agora',
  },
  [ACTIVITY_TYPE.CASH_BACK]: {
    name: 'Cashback VIP',
    listTitle: `Até ${figures.cashbackTo} de volta nas suas perdas`,
    leftTitle: 'Cashback VIP',
    des: `Receba de volta parte das suas perdas líquidas: de ${figures.cashbackFrom} a ${figures.cashbackTo}, conforme o seu nível VIP.`,
    detail: [
      `O cashback devolve uma parte das suas perdas líquidas, de ${figures.cashbackFrom} no VIP 0 até ${figures.cashbackTo} no nível VIP mais alto.`,
      'Seu nível VIP sobe com seus depósitos e apostas; a página VIP mostra o que falta para o próximo nível.',
      'O cashback é creditado na sua carteira automaticamente.',
    ],
    action: 'Ver níveis VIP',
  },
  [ACTIVITY_TYPE.DOWNLOAD]: {
    name: 'Baixe o App',
    listTitle: `Instale o app e ganhe ${figures.downloadAward}`,
    leftTitle: 'Baixar App',
    des: `Instale nosso app no seu celular e receba ${figures.downloadAward} de bônus.`,
    detail: [
      'Abra a página de download e adicione o app à tela inicial.',
      `Entre pelo app para receber ${figures.downloadAward}, uma vez por conta.`,
      'O app abre mais rápido e avisa você sobre novas recompensas.',
    ],
    action: 'Instalar agora',
  },
  [ACTIVITY_TYPE.GIFT_PACKET]: {
    name: 'Envelopes de Presente',
    listTitle: 'Compartilhe envelopes de presente com amigos',
    leftTitle: 'Envelopes de Presente',
    des: 'Crie um envelope de presente e compartilhe: cada amigo que abrir recebe uma recompensa surpresa.',
    detail: [
      'Crie um envelope na página do evento e compartilhe o link.',
      'Cada amigo pode abrir o seu envelope uma vez.',
      'As recompensas são creditadas na carteira de quem abre.',
    ],
    action: 'Criar envelope',
  },
});

/** The closing paragraph of every event's rules. */
export const GENERAL_TERMS: Readonly<Record<TextLanguage, string>> = {
  en: 'General terms: one account per person. Offers may change or end at the operator’s discretion. Play responsibly; 18+ only.',
  'pt-br':
    'Termos gerais: uma conta por pessoa. As ofertas podem mudar ou terminar a critério do operador. Jogue com responsabilidade; proibido para menores de 18 anos.',
  ...MORE_GENERAL_TERMS,
};

const CATALOGUES: Readonly<Record<TextLanguage, Catalogue>> = { en: EN, es: ES, 'pt-br': PT_BR, th: TH, vi: VI, 'zh-tw': ZH_TW, zh: ZH };

const isTextLanguage = (language: string): language is TextLanguage => (TEXT_LANGUAGES as readonly string[]).includes(language);

/** The language to answer in: the request's (`Accept-Language`), else the brand's, else English. */
export function textLanguage(requested: string, brandLanguage = 'en'): TextLanguage {
  const wanted = [requested.toLowerCase(), brandLanguage.toLowerCase()].find(isTextLanguage);
  return wanted ?? 'en';
}

/** The texts of every event that has them, in one language. */
export function activityTexts(language: TextLanguage, figures: TextFigures): Partial<Record<ActivityType, ActivityTexts>> {
  return CATALOGUES[language](figures);
}
