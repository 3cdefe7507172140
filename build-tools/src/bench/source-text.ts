import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type EncodedSourceMap } from '@jridgewell/trace-mapping';

export const gzipBytes = (text: string): number => gzipSync(text, { level: 9 }).length;

/**
 * The minified text of `code` that its source map attributes to each group: `groupOf` names the
 * group of a source file (undefined: not counted). A minified chunk is one long line; the map's
 * segments say where each source's bytes start, and each runs to the next segment.
 */
export function textByGroup(code: string, map: EncodedSourceMap, groupOf: (source: string) => string | undefined): Map<string, string> {
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string | null }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);

  const byGroup = new Map<string, string[]>();
  segments.forEach((segment, i) => {
    const group = segment.source ? groupOf(segment.source) : undefined;
    if (!group) return;
    const next = segments[i + 1];
    const lineText = lines[segment.line - 1] ?? '';
    const end = next && next.line === segment.line ? next.column : lineText.length;
    const parts = byGroup.get(group) ?? [];
    parts.push(lineText.slice(segment.column, end));
    byGroup.set(group, parts);
  });
  return new Map([...byGroup].map(([group, parts]) => [group, parts.join('')]));
}

/** `textByGroup` of a built file, read with its `.map` beside it; undefined when it has no map. */
export function textByGroupOfFile(file: string, groupOf: (source: string) => string | undefined): Map<string, string> | undefined {
  if (!existsSync(`${file}.map`)) return undefined;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as EncodedSourceMap;
  return textByGroup(readFileSync(file, 'utf8'), map, groupOf);
}

/** Adds each group's text of `from` to `into`. */
export function addTexts(into: Map<string, string>, from: Map<string, string>): void {
  for (const [group, text] of from) into.set(group, (into.get(group) ?? '') + text);
}
