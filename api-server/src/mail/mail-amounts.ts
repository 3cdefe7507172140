/** The amounts a brand's mails carry, in minor units of its currency. */
export interface MailAmounts {
  /** The welcome mail's bonus, for every player. */
  welcomeBonus: number;
  /** The demo player's seeded bonus and cash gift. */
  demoBonus: number;
  demoCash: number;
}

// Small enough to give every sign-up (a guest included), big enough to try a few rounds: about
// the smallest deposit of each market.
const AMOUNTS: Readonly<Record<string, MailAmounts>> = {
  india: { welcomeBonus: 20_00, demoBonus: 100_00, demoCash: 50_00 },
  brasil: { welcomeBonus: 5_00, demoBonus: 20_00, demoCash: 10_00 },
};

/** A brand's mail amounts (an unknown brand gets India's, the default brand). */
export function mailAmounts(brand: string): MailAmounts {
  const amounts = AMOUNTS[brand] ?? AMOUNTS.india;
  if (!amounts) throw new Error('No mail amounts for the default brand');
  return amounts;
}
