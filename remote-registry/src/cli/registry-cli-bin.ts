// The entry of the CLI bundled for teams outside this repository (build-tools' kit): it runs
// whatever path it is started by (npm's bin link, a copied file), where registry-cli.ts runs only as
// the script named on the command line.
import { runCliProcess } from './registry-cli.ts';

await runCliProcess();
