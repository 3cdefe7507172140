import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus.ts';

interface TestEvents {
  'auth:changed': { token: string };
  'toast:shown': { text: string };
}

const newBus = () => createEventBus<TestEvents>({ 'auth:changed': true, 'toast:shown': false });

describe('event bus', () => {
  it('calls every handler of an event with its payload, and no other event’s', () => {
    const bus = newBus();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    bus.on('toast:shown', first);
    bus.on('toast:shown', second);
    bus.on('auth:changed', other);
    bus.emit('toast:shown', { text: 'hi' });
    expect(first).toHaveBeenCalledWith({ text: 'hi' });
    expect(second).toHaveBeenCalledWith({ text: 'hi' });
    expect(other).not.toHaveBeenCalled();
  });

  it('on() returns the unsubscribe', () => {
    const bus = newBus();
    const handler = vi.fn();
    const off = bus.on('toast:shown', handler);
    off();
    bus.emit('toast:shown', { text: 'gone' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('replays the last payload to a late subscriber of a replayed event', () => {
    const bus = newBus();
    bus.emit('auth:changed', { token: 'a' });
    bus.emit('auth:changed', { token: 'b' });
    const late = vi.fn();
    bus.on('auth:changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ token: 'b' });
    expect(bus.last('auth:changed')).toEqual({ token: 'b' });
  });

  it('does not replay moment-like events', () => {
    const bus = newBus();
    bus.emit('toast:shown', { text: 'earlier' });
    const late = vi.fn();
    bus.on('toast:shown', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.last('toast:shown')).toBeUndefined();
  });

  it('keeps calling the other handlers when one throws', () => {
    const bus = newBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    bus.on('toast:shown', () => {
      throw new Error('broken subscriber');
    });
    bus.on('toast:shown', after);
    bus.emit('toast:shown', { text: 'x' });
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a handler unsubscribe itself while the event is delivered', () => {
    const bus = newBus();
    const calls: string[] = [];
    const off = bus.on('toast:shown', () => {
      calls.push('once');
      off();
    });
    bus.on('toast:shown', () => calls.push('always'));
    bus.emit('toast:shown', { text: '1' });
    bus.emit('toast:shown', { text: '2' });
    expect(calls).toEqual(['once', 'always', 'always']);
  });
});
