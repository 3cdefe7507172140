// By path, not by package name: build-tools depends on the kernel, so the kernel cannot depend on it.
import { unitTestConfig } from '../build-tools/src/testing/unit-test-config.ts';

export default unitTestConfig({ dom: true });
