/* The demo games' page script: plain browser JavaScript, served as a file so the page needs no
   inline script. It reads the launch token from its own path, loads the state, and plays one
   round per request; the server draws every result, the page only animates it. */
/* global document, window, fetch, crypto, requestAnimationFrame, performance, setTimeout, clearTimeout */
'use strict';

(function () {
  const root = document.getElementById('game');
  if (!root) return;

  const base = window.location.pathname.replace(/\/+$/, '');
  const byId = (id) => document.getElementById(id);
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  const elements = {
    balance: byId('balance'),
    stake: byId('stake'),
    play: byId('play'),
    outcome: byId('outcome'),
    history: byId('history'),
    limits: byId('limits'),
  };

  let state = null;
  let busy = false;
  let shownBalance = 0;
  let numbers = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  /** Minor units as the brand writes money: "₹1,234.50", "R$ 1.234,50", or "1,234.50 Gold". */
  function money(minor) {
    const figure = numbers.format(minor / 100);
    return state.currency.symbol ? state.currency.symbol + figure : figure + ' ' + state.money_label;
  }

  const times = (value) => (Math.round(value * 100) / 100).toFixed(2) + '×';

  function setOutcome(text, kind) {
    elements.outcome.textContent = text;
    elements.outcome.className = 'outcome' + (kind ? ' ' + kind : '');
  }

  function showBalance(minor, bump) {
    shownBalance = minor;
    elements.balance.textContent = money(minor);
    if (bump) {
      elements.balance.classList.remove('bump');
      void elements.balance.offsetWidth;
      elements.balance.classList.add('bump');
    }
  }

  /* The casino's page around this frame is told when the game is ready and when a round has
     settled, so it refreshes the player's wallet. The message carries no amount and no token, so
     any parent may read it ('*': a sandboxed page has no origin of its own to name the parent's
     with); the casino believes it only from this frame's window and origin. */
  function tellCasino(type) {
    if (window.parent === window) return;
    window.parent.postMessage({ source: 'casino-game', type: type }, '*');
  }

  class Refused extends Error {}

  /** One call of the page's API: the casino's envelope, a refusal's message as an error. */
  async function call(path, body) {
    const response = await fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
    const envelope = await response.json();
    if (envelope.code !== 0) throw new Refused(envelope.msg);
    return envelope.data;
  }

  /** A fresh id per round: a retry sends the same one, so the server bets once. */
  function newNonce() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  async function playRound(params) {
    const body = Object.assign({ nonce: newNonce(), stake: stakeMinor() }, params);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call('/round', body);
      } catch (error) {
        // A dropped connection may have settled the round: the same nonce answers it, never twice.
        if (error instanceof Refused || attempt >= 2) throw error;
        await wait(600 * (attempt + 1));
      }
    }
  }

  function stakeMinor() {
    const value = Number(String(elements.stake.value).replace(',', '.'));
    return Number.isFinite(value) ? Math.round(value * 100) : NaN;
  }

  function setStake(minor) {
    const limits = state.limits;
    const bounded = Math.min(limits.max_stake, Math.max(limits.min_stake, Math.round(minor)));
    elements.stake.value = (bounded / 100).toFixed(2);
  }

  function historyChip(round) {
    const chip = document.createElement('li');
    const won = round.win > 0;
    chip.className = won ? 'won' : '';
    if (round.engine === 'dice') chip.textContent = Number(round.result.roll).toFixed(2);
    else if (round.engine === 'crash') chip.textContent = times(round.result.crash_point);
    else chip.textContent = won ? '+' + money(round.win) : times(0);
    chip.title = state.texts.bet + ' ' + money(round.stake) + ' → ' + money(round.win);
    return chip;
  }

  function addHistory(round) {
    const empty = elements.history.querySelector('.empty');
    if (empty) empty.remove();
    elements.history.prepend(historyChip(round));
    while (elements.history.children.length > 24) elements.history.lastElementChild.remove();
  }

  function announce(round) {
    if (round.win > 0) setOutcome(state.texts.youWin + ' ' + money(round.win) + ' (' + times(round.multiplier) + ')', 'win');
    else if (round.engine === 'crash') setOutcome(state.texts.crashedAt + ' ' + times(round.result.crash_point), '');
    else setOutcome(state.texts.noWin, '');
  }

  /* Slot: three reels of the server's strips; a spin scrolls each down onto its stop. */
  const slot = {
    reels: [],
    init() {
      const container = byId('reels');
      const last = state.rounds[0];
      const stops = last && last.engine === 'slot' ? last.result.stops : [0, 0, 0];
      this.reels = state.slot.strips.map((strip, index) => {
        const reel = document.createElement('div');
        reel.className = 'reel';
        const column = document.createElement('div');
        column.className = 'strip';
        reel.append(column);
        container.append(reel);
        const item = { strip, column, stop: stops[index] || 0 };
        this.fill(item, this.window(strip, item.stop));
        return item;
      });
      const table = byId('paytable');
      const row = (symbols, pay) => {
        const entry = document.createElement('li');
        const label = document.createElement('span');
        label.textContent = symbols;
        const value = document.createElement('b');
        value.textContent = times(pay).replace('.00', '');
        entry.append(label, value);
        table.append(entry);
      };
      for (const pay of state.slot.three_of_a_kind) row(state.symbols[pay.symbol].repeat(3), pay.pay);
      row(state.symbols.cherry.repeat(2) + ' · ' + state.texts.twoCherries, state.slot.two_cherries);
      row(state.symbols.cherry + ' · ' + state.texts.anyCherry, state.slot.one_cherry);
    },
    window(strip, stop) {
      return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
    },
    fill(item, symbols) {
      item.column.replaceChildren(
        ...symbols.map((symbol) => {
          const cell = document.createElement('div');
          cell.className = 'cell';
          cell.textContent = state.symbols[symbol];
          return cell;
        }),
      );
    },
    async show(round) {
      const stops = round.result.stops;
      const spins = this.reels.map((item, index) => {
        const current = this.window(item.strip, item.stop);
        const passing = 14 + index * 6;
        const sequence = [];
        for (let offset = 0; offset < passing + 3; offset += 1) sequence.push(item.strip[(stops[index] + offset) % item.strip.length]);
        const column = sequence.concat(current);
        this.fill(item, column);
        const shift = ((column.length - 3) / column.length) * 100;
        item.column.style.transition = 'none';
        item.column.style.transform = 'translateY(-' + shift + '%)';
        item.column.classList.add('spinning');
        void item.column.offsetHeight;
        const duration = 900 + index * 350;
        item.column.style.transition = 'transform ' + duration + 'ms cubic-bezier(0.15, 0.85, 0.3, 1.04)';
        item.column.style.transform = 'translateY(0)';
        setTimeout(() => item.column.classList.remove('spinning'), duration - 250);
        item.stop = stops[index];
        return wait(duration + 40).then(() => {
          item.column.style.transition = 'none';
          item.column.style.transform = '';
          this.fill(item, this.window(item.strip, item.stop));
        });
      });
      await Promise.all(spins);
      for (const line of round.result.lines) {
        line.rows.forEach((row, reel) => this.reels[reel].column.children[row].classList.add('hit'));
      }
    },
    params() {
      return {};
    },
  };

  /* Dice: a target slider, under or over, and a marker that runs to the roll. */
  const dice = {
    direction: 'under',
    init() {
      const target = byId('target');
      target.min = String(state.dice.min_target);
      target.max = String(state.dice.max_target);
      const last = state.rounds[0];
      if (last && last.engine === 'dice') {
        target.value = String(last.params.target);
        this.direction = last.params.direction;
        this.place(last.result.roll, last.win > 0);
      }
      target.addEventListener('input', () => this.update());
      byId('under').addEventListener('click', () => this.choose('under'));
      byId('over').addEventListener('click', () => this.choose('over'));
      this.choose(this.direction);
    },
    choose(direction) {
      this.direction = direction;
      byId('under').classList.toggle('on', direction === 'under');
      byId('over').classList.toggle('on', direction === 'over');
      this.update();
    },
    update() {
      const target = Number(byId('target').value);
      const chance = this.direction === 'under' ? target : 100 - target;
      const zone = byId('zone');
      zone.style.left = (this.direction === 'under' ? 0 : target) + '%';
      zone.style.width = chance + '%';
      byId('target-value').textContent = (this.direction === 'under' ? '< ' : '≥ ') + target;
      byId('chance-value').textContent = chance + ' %';
      const payout = state.dice.rtp_basis_points / (100 * chance);
      byId('payout-value').textContent = Number(payout.toFixed(4)) + '×';
    },
    place(roll, won) {
      byId('marker').style.left = Math.min(99.99, roll) + '%';
      byId('marker-label').textContent = Number(roll).toFixed(2);
      const shown = byId('roll');
      shown.textContent = Number(roll).toFixed(2);
      shown.className = 'roll ' + (won ? 'won' : 'lost');
    },
    async show(round) {
      const shown = byId('roll');
      shown.className = 'roll';
      const started = performance.now();
      byId('marker').style.left = round.result.roll + '%';
      await new Promise((resolve) => {
        const tick = (now) => {
          if (now - started >= 650) return resolve();
          shown.textContent = (Math.random() * 100).toFixed(2);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      this.place(round.result.roll, round.win > 0);
    },
    params() {
      return { target: Number(byId('target').value), direction: this.direction };
    },
  };

  /* Crash: the curve climbs to the crash point the server drew; a cash-out at or below it wins. */
  const crash = {
    canvas: null,
    context: null,
    points: [],
    top: 1,
    crashed: false,
    init() {
      this.canvas = byId('curve');
      this.context = this.canvas.getContext('2d');
      const input = byId('cashout');
      input.min = String(state.crash.min_cashout);
      input.max = String(state.crash.max_cashout);
      const last = state.rounds[0];
      if (last && last.engine === 'crash') input.value = Number(last.params.cashout).toFixed(2);
      byId('cashout-chips').addEventListener('click', (event) => {
        const value = event.target.getAttribute('data-cashout');
        if (value) input.value = Number(value).toFixed(2);
      });
      window.addEventListener('resize', () => this.draw(this.points, this.top, this.crashed));
      this.draw([], 1, false);
    },
    resize() {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(this.canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(this.canvas.clientHeight * ratio));
      if (this.canvas.width !== width || this.canvas.height !== height) {
        this.canvas.width = width;
        this.canvas.height = height;
      }
      return { width, height, ratio };
    },
    draw(points, top, crashed) {
      this.points = points;
      this.top = top;
      this.crashed = crashed;
      const { width, height, ratio } = this.resize();
      const context = this.context;
      const accent = window.getComputedStyle(document.body).getPropertyValue('--accent').trim() || '#35e0f0';
      context.clearRect(0, 0, width, height);
      context.strokeStyle = 'rgba(255,255,255,0.08)';
      context.lineWidth = ratio;
      for (let line = 1; line < 4; line += 1) {
        context.beginPath();
        context.moveTo(0, (height * line) / 4);
        context.lineTo(width, (height * line) / 4);
        context.stroke();
      }
      if (points.length < 2) return;
      const last = points[points.length - 1];
      // The curve keeps to the lower part, under the multiplier, and grows into the width.
      const spanX = Math.max(last.t * 1.08, 1.5);
      const spanY = (Math.max(top, 1.5) - 1) / 0.62;
      const x = (t) => 12 * ratio + (t / spanX) * (width - 24 * ratio);
      const y = (m) => height - 12 * ratio - ((m - 1) / spanY) * (height - 36 * ratio);
      context.beginPath();
      context.moveTo(x(0), y(1));
      for (const point of points) context.lineTo(x(point.t), y(point.m));
      context.lineWidth = 4 * ratio;
      context.lineCap = 'round';
      context.strokeStyle = crashed ? '#f87171' : accent;
      context.stroke();
      context.lineTo(x(last.t), y(1));
      context.closePath();
      context.fillStyle = crashed ? 'rgba(248,113,113,0.14)' : 'rgba(255,255,255,0.08)';
      context.fill();
    },
    async show(round) {
      const crashPoint = round.result.crash_point;
      const cashout = round.result.cashout;
      const readout = byId('multiplier');
      const note = byId('crash-note');
      readout.className = '';
      note.textContent = state.texts.cashoutAt + ' ' + times(cashout);
      // Growth e^(k·t): at least this fast, and never longer than about 7 s to the crash.
      const rate = Math.max(0.45, Math.log(crashPoint) / 7);
      const end = Math.log(crashPoint) / rate;
      const started = performance.now();
      const points = [];
      let cashed = false;
      await new Promise((resolve) => {
        const tick = (now) => {
          const t = Math.min(end, (now - started) / 1000);
          const m = Math.min(crashPoint, Math.exp(rate * t));
          points.push({ t, m });
          readout.textContent = times(m);
          if (!cashed && round.win > 0 && m >= cashout) {
            cashed = true;
            readout.className = 'cashed';
            note.textContent = state.texts.cashedOut + ' ' + times(cashout);
          }
          this.draw(points, Math.max(m, cashed ? cashout : 1), false);
          if (t >= end) return resolve();
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      readout.textContent = times(crashPoint);
      readout.className = 'crashed';
      note.textContent = round.win > 0 ? state.texts.cashedOut + ' ' + times(cashout) : state.texts.crashedAt + ' ' + times(crashPoint);
      this.draw(points, crashPoint, true);
    },
    params() {
      return { cashout: Number(String(byId('cashout').value).replace(',', '.')) };
    },
  };

  const engines = { slot, dice, crash };

  async function onPlay() {
    if (busy || !state) return;
    const engine = engines[state.game.engine];
    const stake = stakeMinor();
    if (!(stake > 0)) {
      setOutcome(state.texts.limits.replace('{min}', money(state.limits.min_stake)).replace('{max}', money(state.limits.max_stake)), 'error');
      return;
    }
    busy = true;
    elements.play.disabled = true;
    setOutcome('\u00a0', '');
    let answer;
    try {
      answer = await playRound(engine.params());
    } catch (error) {
      setOutcome(error instanceof Refused ? error.message : state.texts.offline, 'error');
      busy = false;
      elements.play.disabled = false;
      return;
    }
    // The stake leaves at once; the win lands when the animation reveals it.
    showBalance(shownBalance - answer.round.stake, false);
    const settle = setTimeout(() => showBalance(answer.balance, answer.round.win > 0), 12000);
    try {
      await engine.show(answer.round);
    } finally {
      clearTimeout(settle);
      showBalance(answer.balance, answer.round.win > 0);
      addHistory(answer.round);
      announce(answer.round);
      fairness.advance(answer.round);
      busy = false;
      elements.play.disabled = false;
      // After the reveal, not before: a balance moving in the casino's header would give the result away.
      tellCasino('round-settled');
    }
  }

  /** Provably fair: the seed pair of this game's family, shown before any bet, changed and rotated here. */
  const fairness = {
    show(pair) {
      byId('server-seed-hash').textContent = pair.server_seed_hash;
      byId('fair-nonce').textContent = String(pair.nonce);
      byId('client-seed').value = pair.client_seed;
    },
    async run(work, done) {
      const status = byId('fair-status');
      status.className = 'fair-status';
      try {
        await work();
        status.textContent = done;
      } catch (error) {
        status.className = 'fair-status error';
        status.textContent = error instanceof Refused ? error.message : state.texts.offline;
      }
    },
    init(pair) {
      this.show(pair);
      // A button and Enter, not a form: the sandboxed frame may not submit forms.
      const change = () => {
        if (busy) return;
        void this.run(async () => this.show(await call('/fairness/client-seed', { client_seed: byId('client-seed').value })), state.texts.clientSeedSaved);
      };
      byId('change-client-seed').addEventListener('click', change);
      byId('client-seed').addEventListener('keydown', (event) => {
        if (event.key === 'Enter') change();
      });
      byId('rotate-seeds').addEventListener('click', () => {
        if (busy) return;
        void this.run(async () => {
          const answer = await call('/fairness/rotate', {});
          this.show(answer.current);
          byId('revealed-seed').textContent = answer.revealed.server_seed;
          byId('revealed-rounds').textContent = state.texts.revealedRounds.replace('{rounds}', String(answer.revealed.rounds));
          byId('revealed').hidden = false;
        }, '');
      });
    },
    /** After a round: the nonce moved on. */
    advance(round) {
      if (round.fair) byId('fair-nonce').textContent = String(round.fair.nonce + 1);
    },
  };

  async function start() {
    try {
      state = await call('/state');
    } catch (error) {
      setOutcome(error instanceof Error && error.message ? error.message : 'Error', 'error');
      return;
    }
    const locale = state.currency.locale === 'pt-br' ? 'pt-BR' : 'en-US';
    numbers = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    showBalance(state.balance, false);
    elements.limits.textContent = state.texts.limits.replace('{min}', money(state.limits.min_stake)).replace('{max}', money(state.limits.max_stake));
    const last = state.rounds[0];
    setStake(last ? last.stake : state.limits.min_stake * 10);
    byId('half').addEventListener('click', () => setStake(stakeMinor() / 2));
    byId('double').addEventListener('click', () => setStake(stakeMinor() * 2));
    byId('min').addEventListener('click', () => setStake(state.limits.min_stake));
    byId('max').addEventListener('click', () => setStake(Math.min(state.limits.max_stake, Math.max(state.limits.min_stake, shownBalance))));
    engines[state.game.engine].init();
    for (const round of state.rounds.slice().reverse()) addHistory(round);
    fairness.init(state.fairness);
    elements.play.addEventListener('click', onPlay);
    elements.play.disabled = false;
    setOutcome('\u00a0', '');
    tellCasino('ready');
  }

  start();
})();
