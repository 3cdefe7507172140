import { existsSync } from 'node:fs';
import path from 'node:path';
import { inlineHashesEnvScript, staticRootHashes } from './nginx-config.ts';

// Image build step: `node deploy/src/write-inline-hashes.ts <static root> > 15-casino-inline-hashes.envsh`.
const staticRoot = process.argv[2];
if (!staticRoot || !existsSync(path.join(staticRoot, 'index.html'))) {
  console.error(`Usage: node deploy/src/write-inline-hashes.ts <static root with the shell's index.html> (got "${staticRoot ?? ''}")`);
  process.exit(2);
}
process.stdout.write(inlineHashesEnvScript(staticRootHashes(staticRoot)));
