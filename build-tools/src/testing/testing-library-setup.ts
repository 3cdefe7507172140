// Loaded before each test file of a package whose vitest config has `unitTestConfig({ dom: true })`.
import { configure } from '@testing-library/dom';
import { UNIT_TEST_TIMEOUTS } from './unit-test-timeouts.ts';

configure({ asyncUtilTimeout: UNIT_TEST_TIMEOUTS.waitMs });
