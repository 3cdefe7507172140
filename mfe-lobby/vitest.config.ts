import { unitTestConfig } from '@casino/build-tools/unit-test-config';

export default unitTestConfig({ dom: true });
