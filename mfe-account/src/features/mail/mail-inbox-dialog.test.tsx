// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_STATUS, type Mail } from '@casino/shared-kernel/api-contract';
import { ApiError } from '@casino/shared-kernel/api';
import { casinoBus } from '@casino/shared-kernel/events';
import { KernelProvider, kernelStore, mailUnreadAtom, openDialog, openDialogsAtom, signOut } from '@casino/shared-kernel/state';
import { AccountDialogs } from '../../app/account-dialogs.tsx';
import { noticeMail, signInAsha, welcomeMail } from '../../testing/account-fixtures.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), call: vi.fn(), callEnvelope: vi.fn() }));
vi.mock('@casino/shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<object>()), casinoApi: api }));

/** The server's inbox, changed by the calls as the api-server changes it. */
function serveInbox(initial: Mail[]) {
  let mails = initial;
  const unread = () => mails.filter((mail) => mail.status === MAIL_STATUS.UNREAD).length;
  api.post.mockImplementation((name: string, payload: { id?: number; mail_id?: number }) => {
    const mark = (id: number | undefined, status: number) => (mails = mails.map((mail) => (mail.id === id ? { ...mail, status } : mail)));
    switch (name) {
      case 'mailList':
        return Promise.resolve({ list: mails, unread_num: unread() });
      case 'mailRead':
        mark(payload.id, MAIL_STATUS.READ);
        return Promise.resolve({});
      case 'mailClaim': {
        const mail = mails.find((candidate) => candidate.id === payload.mail_id);
        mark(payload.mail_id, MAIL_STATUS.CLAIMED);
        return Promise.resolve({ award_package: mail?.award_package ?? [] });
      }
      case 'mailClaimAll': {
        const awards = mails.filter((mail) => mail.status !== MAIL_STATUS.CLAIMED).flatMap((mail) => mail.award_package);
        mails = mails.map((mail) => (mail.award_package.length > 0 ? { ...mail, status: MAIL_STATUS.CLAIMED } : mail));
        return Promise.resolve({ award_package: awards });
      }
      case 'mailDelete':
        mails = mails.filter((mail) => mail.id !== payload.mail_id);
        return Promise.resolve({});
      case 'mailDeleteAll':
        mails = mails.filter((mail) => mail.status === MAIL_STATUS.UNREAD);
        return Promise.resolve({});
      default:
        return Promise.reject(new Error(`unexpected call ${name}`));
    }
  });
}

const calls = (name: string) => api.post.mock.calls.filter(([called]) => called === name);

function openInbox() {
  render(
    <KernelProvider>
      <AccountDialogs />
    </KernelProvider>,
  );
  act(() => openDialog('account.mail'));
  return screen.findByRole('dialog', { name: 'Mail' });
}

describe('the mail inbox', () => {
  beforeEach(() => {
    api.post.mockReset();
    signInAsha();
  });
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('lists the mails in the site’s language; opening one reads it, and the unread count falls', async () => {
    serveInbox([welcomeMail(), noticeMail()]);
    const inbox = await openInbox();
    const items = await within(inbox).findAllByTestId('account.mail-item');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Welcome!'), expect.stringContaining('Maintenance')]);
    expect(kernelStore.get(mailUnreadAtom)).toBe(1);
    fireEvent.click(items[0] as HTMLElement);
    expect(await within(inbox).findByText('A bonus is waiting.')).toBeTruthy();
    await waitFor(() => expect(kernelStore.get(mailUnreadAtom)).toBe(0));
    expect(calls('mailRead')).toEqual([['mailRead', { id: 7 }, { hideErrorMsg: true }]]);
  });

  it('claims once however often the button is pressed, then announces the reward, the wallet and the mail', async () => {
    serveInbox([welcomeMail()]);
    const heard: string[] = [];
    const offs = [
      casinoBus.on('reward:won', ({ rewards }) => heard.push(`reward ${rewards.map((reward) => `${reward.kind} ${reward.amount}`).join()}`)),
      casinoBus.on('wallet:changed', () => heard.push('wallet')),
      casinoBus.on('mail:changed', ({ reason }) => heard.push(`mail ${reason}`)),
    ];
    const inbox = await openInbox();
    fireEvent.click(await within(inbox).findByTestId('account.mail-item'));
    const claim = await within(inbox).findByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await within(inbox).findByText('Claimed')).toBeTruthy();
    expect(calls('mailClaim')).toHaveLength(1);
    expect(heard).toEqual(expect.arrayContaining(['wallet', 'reward bonus 5000', 'mail mail-claimed']));
    for (const off of offs) off();
  });

  it('asks before deleting all while awards wait, and claims them before deleting', async () => {
    serveInbox([welcomeMail({ status: MAIL_STATUS.READ }), noticeMail()]);
    const inbox = await openInbox();
    await within(inbox).findAllByTestId('account.mail-item');
    fireEvent.click(within(inbox).getByRole('button', { name: 'Delete all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Some mail holds awards' });
    expect(calls('mailDeleteAll')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Claim and delete' }));
    expect(await within(inbox).findByText('No mail yet.')).toBeTruthy();
    expect(calls('mailClaimAll')).toHaveLength(1);
    expect(calls('mailDeleteAll')).toHaveLength(1);
    // Every action reloads the list.
    expect(calls('mailList').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes a mail without an award at once', async () => {
    serveInbox([noticeMail()]);
    const inbox = await openInbox();
    fireEvent.click(await within(inbox).findByTestId('account.mail-item'));
    fireEvent.click(await within(inbox).findByRole('button', { name: 'Delete' }));
    expect(await within(inbox).findByText('No mail yet.')).toBeTruthy();
    expect(calls('mailDelete')).toEqual([['mailDelete', { mail_id: 8 }, { hideErrorMsg: true }]]);
  });

  it('shows the server’s refusal in the inbox and announces no reward', async () => {
    api.post.mockImplementation((name: string) =>
      name === 'mailClaimAll'
        ? Promise.reject(new ApiError({ kind: 'envelope', code: 500, msg: 'There is no award to claim', shown: false, path: '/api/mail/claimAllAward' }))
        : Promise.resolve({ list: [welcomeMail()], unread_num: 1 }),
    );
    const won = vi.fn();
    const off = casinoBus.on('reward:won', won);
    const inbox = await openInbox();
    await within(inbox).findByTestId('account.mail-item');
    fireEvent.click(within(inbox).getByRole('button', { name: 'Claim all' }));
    expect((await within(inbox).findByRole('alert')).textContent).toBe('There is no award to claim');
    expect(won).not.toHaveBeenCalled();
    off();
  });
});

describe('a visitor', () => {
  afterEach(cleanup);

  it('gets the register dialog instead of any account dialog (spec 6)', () => {
    signOut();
    render(
      <KernelProvider>
        <AccountDialogs />
      </KernelProvider>,
    );
    act(() => openDialog('account.mail'));
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toEqual(['shell.register']);
    act(() => signOut());
  });
});

describe('an open inbox', () => {
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('follows a change made elsewhere (a new mail announced by mail:changed)', async () => {
    api.post.mockReset();
    signInAsha();
    serveInbox([noticeMail()]);
    const inbox = await openInbox();
    expect(await within(inbox).findAllByTestId('account.mail-item')).toHaveLength(1);
    serveInbox([welcomeMail(), noticeMail()]);
    act(() => casinoBus.emit('mail:changed', { reason: 'push' }));
    await waitFor(() => expect(within(inbox).getAllByTestId('account.mail-item')).toHaveLength(2));
    expect(kernelStore.get(mailUnreadAtom)).toBe(1);
  });
});
