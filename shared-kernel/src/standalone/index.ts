export { mountStandalone, type StandaloneOptions } from './mount-standalone.ts';
