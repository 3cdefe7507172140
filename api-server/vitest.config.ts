import { unitTestConfig } from '@casino/build-tools/unit-test-config';

// The workspace's time-outs fit the property and fuzz tests, which send hundreds of real requests
// (the load benchmark, `pnpm bench:load`, judges speed).
export default unitTestConfig();
