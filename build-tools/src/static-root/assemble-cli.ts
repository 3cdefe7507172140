import path from 'node:path';
import { assembleStaticRoot } from './assemble.ts';
import { DEFAULT_STATIC_ROOT, WORKSPACE_ROOT } from './workspace.ts';

const OUTCOMES = { written: 'written', updated: 'kept, hashes of rebuilt versions updated', kept: 'kept' } as const;

const { staticRoot, maps, brandMaps, warnings } = assembleStaticRoot(process.env.STATIC_ROOT ?? DEFAULT_STATIC_ROOT);
console.log(`Static root assembled in ${path.relative(WORKSPACE_ROOT, staticRoot)}`);
for (const [brand, map] of Object.entries(maps)) {
  const versions = Object.entries(map.remotes).map(([name, remote]) => `${name}@${remote.version}`);
  const outcome = brandMaps[brand];
  console.log(`  brands/${brand}/remotes.json (${outcome ? OUTCOMES[outcome] : 'kept'}): ${versions.join(', ')}`);
}
for (const warning of warnings) console.warn(`  warning: ${warning}`);
