export { createEventBus, type EventBus, type EventHandler, type ReplayDeclaration } from './event-bus.ts';
export { casinoBus, CASINO_EVENT_REPLAY, type AuthChangeReason, type CasinoEvents, type ToastType, type WonReward } from './casino-events.ts';
