import { createAppConfig } from '@casino/build-tools/rspack';
import federation from './module-federation.config.ts';

export default createAppConfig({ appDir: import.meta.dirname, federation, devPort: 3100 });
