// Rendering the remote as its parcels render it (its standalone page: its own hash router), over a
// stand-in of the site's API client that each test file installs with vi.mock('@casino/shared-kernel/api', …).
import { act, render } from '@testing-library/react';
import { KernelProvider } from '@casino/shared-kernel/state';
import { PromotionsApp } from '../app/promotions-app.tsx';
import { PromotionsDialogs } from '../app/promotions-dialogs.tsx';

/** The pages at `route` and the dialogs parcel beside them. */
export function renderPromotions(route: string) {
  window.location.hash = `#${route}`;
  return render(
    <KernelProvider>
      <PromotionsApp remote="mfe-promotions" brand="india" version="test" />
      <PromotionsDialogs />
    </KernelProvider>,
  );
}

/** Lets pending promises settle inside act(). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
