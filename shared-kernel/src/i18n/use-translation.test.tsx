// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { initI18n, registerNamespace, useTranslation } from './index.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

function SlowHeadline({ n }: { n: number }) {
  const { t } = useTranslation('promotions');
  busy(2);
  return <li>{`${t('headline')} ${n}`}</li>;
}

describe('texts that arrive', () => {
  it('draw the translated components again in slices, not in one long task', async () => {
    // Outside act(): React schedules its work as it does in the browser.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await initI18n();
    const container = document.createElement('ul');
    document.body.append(container);
    const root = createRoot(container);
    root.render(Array.from({ length: 40 }, (_, n) => <SlowHeadline key={n} n={n} />));
    const translated = () => [...container.querySelectorAll('li')].filter((item) => item.textContent?.startsWith('Breaking')).length;
    await expect.poll(() => container.querySelectorAll('li').length).toBe(40);
    expect(translated()).toBe(0);

    await registerNamespace('promotions', { version: '1', load: async () => ({ headline: 'Breaking' }) });
    // A task queued once the texts are in runs while the forty (~80 ms) are still being drawn again.
    await Promise.resolve();
    await Promise.resolve();
    const translatedWhenOtherTaskRan = await new Promise<number>((resolve) => setTimeout(() => resolve(translated()), 0));
    expect(translatedWhenOtherTaskRan).toBe(0);
    await expect.poll(translated).toBe(40);
    root.unmount();
  });
});
