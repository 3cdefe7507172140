import { createAppConfig } from '@casino/build-tools/rspack';
import federation from './module-federation.config.ts';

export default createAppConfig({
  appDir: import.meta.dirname,
  federation,
  devPort: 3100,
  // main.ts imports the first, which imports the second (startup/api-start.ts).
  firstScreenStages: ['start-api', 'start-draw'],
  // Inline in index.html: starts the brand's files before main.js has arrived.
  bootScript: './src/startup/boot.ts',
  // The sign-in dialogs, the shell's pages and the preview banner: none is on a first screen.
  stylesOnDemand: ['src/auth', 'src/pages', 'src/preview'],
});
