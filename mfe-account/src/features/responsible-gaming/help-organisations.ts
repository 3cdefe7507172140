/**
 * Where a player can find help, per market (issue 25): real organisations, free and confidential.
 * The market follows the brand's currency as the shell's legal pages do (BRL: Brazil, else India).
 * Names are proper names and stay as written; each description is a text in seven languages.
 */
export interface HelpOrganisation {
  /** Its description's text key is `rg_help_<id>`. */
  id: string;
  name: string;
  url: string;
}

const GAMBLING_THERAPY: HelpOrganisation = { id: 'gambling_therapy', name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' };

const INDIA: readonly HelpOrganisation[] = [
  { id: 'tele_manas', name: 'Tele-MANAS (14416)', url: 'https://telemanas.mohfw.gov.in/' },
  { id: 'gamblers_anonymous', name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  GAMBLING_THERAPY,
];

const BRAZIL: readonly HelpOrganisation[] = [
  { id: 'jogadores_anonimos', name: 'Jogadores Anônimos', url: 'https://www.jogadoresanonimos.com.br/' },
  { id: 'cvv', name: 'CVV – Centro de Valorização da Vida (188)', url: 'https://cvv.org.br/' },
  GAMBLING_THERAPY,
];

export function helpOrganisations(currency: string): readonly HelpOrganisation[] {
  return currency === 'BRL' ? BRAZIL : INDIA;
}
