export { createEventBus, type EventBus, type EventHandler, type ReplayDeclaration } from './event-bus.ts';
export { casinoBus, type CasinoEvents } from './casino-events.ts';
