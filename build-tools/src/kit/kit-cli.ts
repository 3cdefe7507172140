import path from 'node:path';
import { WORKSPACE_ROOT } from '../static-root/workspace.ts';
import { packKernel, packRegistryCli } from './kit.ts';

// `pnpm kit`: the two tarballs a team outside this repository installs (README).
for (const tarball of [packKernel(), await packRegistryCli()]) console.log(`kit: ${path.relative(WORKSPACE_ROOT, tarball)}`);
