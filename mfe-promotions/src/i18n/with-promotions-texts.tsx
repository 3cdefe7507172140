import { useEffect, type ReactNode } from 'react';
import { loadPromotionsTexts, usePromotionsTextsReady } from './promotions-texts.ts';

/** Renders its children once the promotions' texts are in (they load once per page, then come from the cache). */
export function WithPromotionsTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = usePromotionsTextsReady();
  useEffect(() => {
    void loadPromotionsTexts();
  }, []);
  return ready ? children : fallback;
}
