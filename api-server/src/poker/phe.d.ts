// The part of phe 0.6.0's API the poker evaluator uses (the package ships no types).
declare module 'phe' {
  /** 5 to 7 card ids (rank × 4 + suit, deuce 0 … ace 12) → 1 (royal flush) … 7462 (7-5-4-3-2): smaller is stronger. */
  export function evaluateCardCodes(codes: readonly number[]): number;
  /** Strength → 0 (straight flush) … 8 (high card). */
  export function handRank(strength: number): number;
}
