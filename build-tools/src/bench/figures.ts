/** Figures as the benchmarks print them. */

/** Bytes as KiB with one decimal. */
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** A plain-text table: text columns left-aligned, numeric columns (judged by the first row) right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = header.map((_, i) => /^[\d.]+$/.test(rows[0]?.[i] ?? ''));
  const line = (row: readonly string[]) =>
    '  ' +
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('   ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * Runs a bench's `main` with the command line's arguments: its exit code, or 1 with the reason
 * printed when it throws (`bench:<name> failed: …`).
 */
export async function runBench(name: string, main: (argv: readonly string[]) => number | Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(`bench:${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** "median (min–max)" of runs, each value written by `format`: how far the runs agree shows with the figure. */
export function medianAndSpread(values: readonly number[], format: (value: number) => string): string {
  if (values.length === 0) return 'no runs';
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}
