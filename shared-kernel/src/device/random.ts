/** `count` random 32-bit words: crypto where there is one, Math.random otherwise (old WebViews). */
export function randomWords(count: number): Uint32Array {
  const words = new Uint32Array(count);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') return crypto.getRandomValues(words);
  for (let i = 0; i < count; i++) words[i] = Math.floor(Math.random() * 0x1_0000_0000);
  return words;
}
