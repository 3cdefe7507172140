import { createStore } from 'jotai';

/**
 * The one jotai store of the site. Every React root (the shell and each remote parcel) reads and
 * writes atoms through it, so a value set in one remote is seen everywhere at once.
 */
export const kernelStore = createStore();
