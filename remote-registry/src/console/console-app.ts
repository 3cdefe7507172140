// The ops console: one script, plain DOM, served with its types stripped (no bundler). Text goes in
// through textContent only, never as HTML, so nothing the API returns can run as script.
import type { AuditEntry, BrandStatus, PublishedVersion } from '../registry/registry-types.ts';
import type { RolloutView } from '../rollout/rollouts.ts';

type Versions = Record<string, PublishedVersion[]>;
type Child = Node | string | null | false;

const TOKEN_KEY = 'remote-registry.token';
const app = document.getElementById('app') as HTMLElement;
const message = document.getElementById('message') as HTMLElement;
const signOut = document.getElementById('sign-out') as HTMLButtonElement;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const { dataset, ...rest } = props;
  const element = Object.assign(document.createElement(tag), rest);
  if (dataset) Object.assign(element.dataset, dataset);
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}

function say(text: string, isError = false): void {
  message.textContent = text;
  message.className = isError ? 'error' : '';
}

class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, text: string) {
    super(text);
    this.status = status;
    this.code = code;
  }
}

async function api<T>(method: string, url: string, body?: unknown, etag?: string): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY) ?? ''}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (etag) headers['If-Match'] = etag;
  const response = await fetch(url, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  const data = (await response.json()) as T & { error?: string; message?: string };
  if (!response.ok) throw new ApiError(response.status, data.error ?? 'error', data.message ?? response.statusText);
  return data;
}

function showSignIn(note?: string): void {
  signOut.hidden = true;
  const token = h('input', { type: 'password', placeholder: 'ops token', autocomplete: 'off', required: true });
  token.setAttribute('aria-label', 'Ops token');
  const form = h('form', { className: 'sign-in' }, token, h('button', { type: 'submit', className: 'primary' }, 'Sign in'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sessionStorage.setItem(TOKEN_KEY, token.value.trim());
    void load();
  });
  app.replaceChildren(form);
  say(note ?? 'Sign in with an ops token (it is kept for this tab only).');
}

async function load(): Promise<void> {
  try {
    const [{ brands }, { remotes }, { entries }, { rollouts }] = await Promise.all([
      api<{ brands: BrandStatus[] }>('GET', '/api/brands'),
      api<{ remotes: Versions }>('GET', '/api/remotes'),
      api<{ entries: AuditEntry[] }>('GET', '/api/audit?limit=50'),
      api<{ rollouts: RolloutView[] }>('GET', '/api/rollouts'),
    ]);
    signOut.hidden = false;
    app.replaceChildren(rolloutsSection(rollouts), ...brands.map((brand) => brandSection(brand, remotes)), auditSection(entries));
    if (brands.length === 0) app.prepend(h('p', {}, 'No brands yet: create one with "registry brands add".'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) showSignIn(error.message);
    else say((error as Error).message, true);
  }
}

/** Runs one write with the ETag the page was drawn from: if someone changed the brand since, it is refused. */
async function write(brand: BrandStatus, path: string, body: Record<string, unknown>, done: string): Promise<void> {
  try {
    await api('POST', `/api/brands/${brand.brand}/remotes/${path}`, body, brand.etag);
    say(done);
  } catch (error) {
    const stale = error instanceof ApiError && error.code === 'stale-etag';
    say(stale ? `${(error as Error).message} The page now shows the current state.` : (error as Error).message, true);
  }
  await load();
}

function brandSection(brand: BrandStatus, versions: Versions): HTMLElement {
  const reason = h('input', { type: 'text', placeholder: 'why (goes to the audit log)', maxLength: 500 });
  reason.setAttribute('aria-label', `Reason for changes to ${brand.brand}`);
  const needReason = () => {
    if (reason.value.trim()) return reason.value.trim();
    say(`Say why before changing ${brand.brand}.`, true);
    reason.focus();
    return undefined;
  };

  const rows = Object.entries(brand.remotes).map(([remote, state]) => {
    const published = versions[remote] ?? [];
    const choice = h('select', {}, ...published.map((v) => h('option', { value: v.version }, v.version)));
    choice.setAttribute('aria-label', `Version of ${remote} for ${brand.brand}`);
    const percent = h('input', { type: 'number', min: '0', max: '100', step: '1', value: String(state.canary?.percent ?? 10) });
    percent.setAttribute('aria-label', `Canary percent of ${remote} for ${brand.brand}`);
    const button = (label: string, className: string, run: (why: string) => Promise<void>, disabled = false) => {
      const element = h('button', { type: 'button', className, disabled }, label);
      element.addEventListener('click', () => {
        const why = needReason();
        if (why) void run(why);
      });
      return element;
    };
    const at = `${remote}/`;
    return h(
      'tr',
      {},
      h('th', { scope: 'row' }, remote),
      h('td', {}, state.pinned),
      h('td', { className: 'canary' }, state.canary ? `${state.canary.version} @ ${state.canary.percent}%` : '—'),
      h('td', {}, state.lastKnownGood ?? '—'),
      h(
        'td',
        { className: 'actions' },
        choice,
        button('Pin', 'primary', (why) => write(brand, `${at}pin`, { version: choice.value, reason: why }, `Pinned ${remote} ${choice.value} on ${brand.brand}.`), Boolean(state.canary)),
        percent,
        button('Canary', '', (why) =>
          write(brand, `${at}canary`, { version: choice.value, percent: Number(percent.value), reason: why }, `Canary ${remote} ${choice.value} at ${percent.value}% on ${brand.brand}.`),
        ),
        button('Promote', '', (why) => write(brand, `${at}promote`, { reason: why }, `Promoted the ${remote} canary on ${brand.brand}.`), !state.canary),
        button('Abort', '', (why) => write(brand, `${at}abort`, { reason: why }, `Aborted the ${remote} canary on ${brand.brand}.`), !state.canary),
        button('Roll back', 'danger', (why) => write(brand, `${at}rollback`, { reason: why }, `Rolled ${remote} back on ${brand.brand}.`), state.history.length < 2),
      ),
    );
  });

  return h(
    'section',
    { dataset: { brand: brand.brand } },
    h('h2', {}, brand.brand),
    h('p', { className: 'meta' }, `hosts: ${brand.hosts.join(', ') || 'none'} · previews ${brand.previewsAllowed ? 'allowed' : 'not allowed'} · ETag ${brand.etag}`),
    h('div', { className: 'reason' }, reason),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, ...['Remote', 'Pinned', 'Canary', 'Last known good', 'Change'].map((title) => h('th', { scope: 'col' }, title)))),
      h('tbody', {}, ...rows),
    ),
  );
}

const when = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleString());
const figures = (counts: { loads: number; failures: number; devices: number }) =>
  `${counts.failures} failed of ${counts.loads} loads${counts.loads > 0 ? ` (${((counts.failures / counts.loads) * 100).toFixed(2)}%)` : ''} on ${counts.devices} devices`;

function judgementText(rollout: RolloutView): string {
  const judgement = rollout.lastDecision;
  if (judgement === null) return 'not judged yet';
  if (judgement.kind === 'waiting-for-loads') {
    const { needed, devicesNeeded } = judgement;
    return `waiting for loads: the pin needs ${needed.pin} more (${devicesNeeded.pin} more devices), the canary ${needed.canary} (${devicesNeeded.canary} more devices)`;
  }
  if (judgement.kind === 'error') return `refused: ${judgement.message}`;
  return { baking: 'baking', advance: 'advanced', abort: 'aborted: worse than the pin', held: 'ready for 100%: waiting for an ops token to promote it' }[judgement.kind];
}

/** Every rollout: where it is, when it is judged next, both sides' figures, and its audit (each automatic decision). */
function rolloutsSection(rollouts: RolloutView[]): HTMLElement {
  const reason = h('input', { type: 'text', placeholder: 'why (goes to the audit log)', maxLength: 500 });
  reason.setAttribute('aria-label', 'Reason for pausing or resuming a rollout');
  const act = async (rollout: RolloutView, action: 'pause' | 'resume') => {
    if (!reason.value.trim()) {
      say(`Say why before you ${action} the rollout.`, true);
      reason.focus();
      return;
    }
    try {
      await api('POST', `/api/brands/${rollout.brand}/remotes/${rollout.remote}/rollout/${action}`, { reason: reason.value.trim() });
      say(`${action === 'pause' ? 'Paused' : 'Resumed'} the rollout of ${rollout.remote} ${rollout.version} on ${rollout.brand}.`);
    } catch (error) {
      say((error as Error).message, true);
    }
    await load();
  };
  const article = (rollout: RolloutView) => {
    const title = `${rollout.brand} · ${rollout.remote} ${rollout.version} over ${rollout.pinVersion}`;
    const live = rollout.state === 'running' || rollout.state === 'paused';
    const control = live
      ? h('button', { type: 'button', className: rollout.state === 'running' ? '' : 'primary' }, rollout.state === 'running' ? 'Pause' : 'Resume')
      : null;
    control?.setAttribute('aria-label', `${rollout.state === 'running' ? 'Pause' : 'Resume'} the rollout of ${rollout.remote} on ${rollout.brand}`);
    control?.addEventListener('click', () => void act(rollout, rollout.state === 'running' ? 'pause' : 'resume'));
    const cell = (value: string) => h('td', {}, value);
    return h(
      'article',
      { className: `rollout ${rollout.state}`, dataset: { brand: rollout.brand, remote: rollout.remote } },
      h('h3', {}, title),
      h(
        'dl',
        {},
        h('dt', {}, 'State'),
        h('dd', {}, rollout.state),
        h('dt', {}, 'Current step'),
        h('dd', {}, `${rollout.percent}% (steps ${rollout.steps.join(', ')}%)`),
        h('dt', {}, 'Next decision'),
        h('dd', {}, when(rollout.nextDecisionAt)),
        h('dt', {}, 'Last decision'),
        h('dd', {}, judgementText(rollout)),
        h('dt', {}, `Canary ${rollout.version}`),
        h('dd', {}, figures(rollout.canary)),
        h('dt', {}, `Pin ${rollout.pinVersion}`),
        h('dd', {}, figures(rollout.pin)),
        h('dt', {}, 'Rule'),
        h('dd', {}, `bake ${Math.round(rollout.bakeMs / 1000)} s, at most ${rollout.maxErrorRatio}× the pin's failure rate, ${rollout.minLoads} loads from as many devices a side`),
      ),
      control,
      h(
        'table',
        {},
        h('caption', {}, `Audit of the ${rollout.remote} rollout on ${rollout.brand}`),
        h('thead', {}, h('tr', {}, ...['When', 'Who', 'Action', 'From', 'To', 'Why'].map((heading) => h('th', { scope: 'col' }, heading)))),
        h(
          'tbody',
          {},
          ...rollout.audit.map((entry) => h('tr', {}, cell(when(entry.at)), cell(entry.actor), cell(entry.action), cell(entry.from ?? '—'), cell(entry.to ?? '—'), cell(entry.reason ?? '—'))),
        ),
      ),
    );
  };
  // Rollouts move on their own: the page shows them as they were when it was drawn.
  const refresh = h('button', { type: 'button' }, 'Refresh');
  refresh.addEventListener('click', () => void load());
  return h(
    'section',
    { className: 'rollouts' },
    h('h2', {}, 'Rollouts'),
    h('p', { className: 'meta' }, `As of ${new Date().toLocaleTimeString()} `, refresh),
    rollouts.length === 0 ? h('p', {}, 'No rollouts: start one with "registry rollout".') : h('div', { className: 'reason' }, reason),
    ...rollouts.map(article),
  );
}

function auditSection(entries: AuditEntry[]): HTMLElement {
  const cell = (value: string | null) => h('td', {}, value ?? '—');
  return h(
    'section',
    { className: 'audit' },
    h('h2', {}, 'Audit log (latest 50)'),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, ...['When', 'Who', 'Action', 'Brand', 'Remote / host', 'From', 'To', 'Reason'].map((title) => h('th', { scope: 'col' }, title)))),
      h(
        'tbody',
        {},
        ...entries.map((entry) =>
          h(
            'tr',
            {},
            cell(new Date(entry.at).toLocaleString()),
            cell(entry.actor),
            cell(entry.action),
            cell(entry.brand),
            cell(entry.remote ?? entry.host),
            cell(entry.from),
            cell(entry.to),
            cell(entry.reason),
          ),
        ),
      ),
    ),
  );
}

signOut.addEventListener('click', () => {
  sessionStorage.removeItem(TOKEN_KEY);
  showSignIn('Signed out.');
});

if (sessionStorage.getItem(TOKEN_KEY)) void load();
else showSignIn();
