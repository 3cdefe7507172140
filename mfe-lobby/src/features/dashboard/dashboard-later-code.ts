import { onDemand } from '../../app/on-demand.ts';

/** The Dashboard's code past its first screen (dashboard-later.ts), fetched when first wanted. */
export const dashboardLater = onDemand(() => import('./dashboard-later.ts'));
