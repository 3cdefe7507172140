// By path, not by package name: build-tools depends on service-kit, so service-kit cannot depend on it.
import { unitTestConfig } from '../build-tools/src/testing/unit-test-config.ts';

export default unitTestConfig();
