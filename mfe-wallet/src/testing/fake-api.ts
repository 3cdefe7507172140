// The network edge of the tests: stands in for the kernel's `casinoApi` (each test file's `vi.mock`
// installs it). It imports nothing of this remote, so the mock factory can load it first.
import { vi } from 'vitest';

/** A call's answer by endpoint name: data, an Error to reject with, or a function of the payload. */
export type Answers = Record<string, unknown>;

export const api = {
  answers: {} as Answers,
  calls: [] as { name: string; payload: Record<string, unknown> }[],
  get: vi.fn((name: string, payload?: Record<string, unknown>) => api.answer(name, payload)),
  post: vi.fn((name: string, payload?: Record<string, unknown>) => api.answer(name, payload)),
  put: vi.fn((name: string, payload?: Record<string, unknown>) => api.answer(name, payload)),
  /** The envelope of a call the server accepted with msg 'ok' (binds are judged by it, spec 5). */
  callEnvelope: vi.fn(async (name: string, payload?: Record<string, unknown>) => ({ code: 0, msg: 'ok', data: await api.answer(name, payload) })),
  async answer(name: string, payload: Record<string, unknown> = {}) {
    api.calls.push({ name, payload });
    if (!(name in api.answers)) throw new Error(`unexpected call ${name}`);
    const answer = api.answers[name];
    const value = typeof answer === 'function' ? (answer as (payload: Record<string, unknown>) => unknown)(payload) : answer;
    if (value instanceof Error) throw value;
    return value;
  },
};
