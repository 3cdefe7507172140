/** Where the registry listens, and where its CLI looks for it, when neither is told otherwise. */
export const DEFAULT_PORT = 4320;
