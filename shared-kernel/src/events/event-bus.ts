/** A handler for one event's payload. */
export type EventHandler<Payload> = (payload: Payload) => void;

/**
 * A typed publish/subscribe bus. `Events` maps event names to payload types; `replay` declares, per
 * event, whether a late subscriber is called at once with the last payload (state-like events such
 * as "auth changed") or only with later ones (moment-like events such as "toast shown").
 */
export interface EventBus<Events extends object> {
  /** Calls every handler of `name`. A handler that throws does not stop the others. */
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
  /** Subscribes to `name`; returns the unsubscribe function. */
  on<Name extends keyof Events>(name: Name, handler: EventHandler<Events[Name]>): () => void;
  /** The last payload of a replayed event, if it was ever emitted. */
  last<Name extends keyof Events>(name: Name): Events[Name] | undefined;
}

export type ReplayDeclaration<Events extends object> = { readonly [Name in keyof Events]-?: boolean };

export function createEventBus<Events extends object>(replay: ReplayDeclaration<Events>): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<EventHandler<never>>>();
  const lastPayloads = new Map<keyof Events, unknown>();

  return {
    emit(name, payload) {
      if (replay[name]) lastPayloads.set(name, payload);
      // Copy first: a handler may unsubscribe (or subscribe) while we iterate.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as EventHandler<typeof payload>)(payload);
        } catch (error) {
          console.error(`[event-bus] a handler of "${String(name)}" threw`, error);
        }
      }
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as EventHandler<never>);
      if (replay[name] && lastPayloads.has(name)) handler(lastPayloads.get(name) as Events[typeof name]);
      return () => {
        set.delete(handler as EventHandler<never>);
      };
    },
    last(name) {
      return lastPayloads.get(name) as Events[typeof name] | undefined;
    },
  };
}
