// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame.tsx';

afterEach(cleanup);

describe('PageFrame', () => {
  it('shows a player the page’s title and content, never who rendered it or the shared values', () => {
    render(
      <PageFrame title="Terms of service" owner="shell">
        <p>Play responsibly.</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(screen.getByText('Play responsibly.')).toBeTruthy();
    expect(screen.queryByText('shell')).toBeNull();
    expect(screen.queryByTestId('page.owner')).toBeNull();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('shows the owner and the shared values on a developers’ page', () => {
    render(<PageFrame title="Design" owner="shell" dev />);
    expect(screen.getByTestId('page.owner').textContent).toBe('shell');
    expect(screen.getAllByRole('term').length).toBeGreaterThan(0);
  });
});
