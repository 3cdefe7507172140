// The rules live with the other shared build settings, in build-tools.
import { eslintConfig } from '@casino/build-tools/eslint';

export default eslintConfig;
