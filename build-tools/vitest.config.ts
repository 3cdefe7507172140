import { unitTestConfig } from './src/testing/unit-test-config.ts';

export default unitTestConfig({});
