import type { PubSubEventTarget } from "graphql-yoga";

type DetailMap<TDetail> = Record<string, [TDetail]>;
type Target<TDetail> = PubSubEventTarget<DetailMap<TDetail>>;
type Listener<TDetail> = Parameters<Target<TDetail>["addEventListener"]>[1];
type Callback<TDetail> = (event: CustomEvent<TDetail>) => void;

/** An event target that isolates listener failures and counts its listeners. */
export interface GuardedEventTarget<TDetail> extends Target<TDetail> {
  /** Listeners registered on the inner target, for one type or in all. */
  listenerCount(type?: string): number;
}

/**
 * Wraps an event target (in-memory or graphql-yoga's Redis one) so that a listener that throws
 * cannot take the process down: both targets run listeners where an exception is uncaught
 * (EventTarget reports it as such, the Redis target throws inside the socket's data handler).
 * A graphql-yoga subscription throws once 1024 events wait for a subscriber that stopped
 * reading; that subscriber misses the event, everyone else gets it.
 * @param onListenerError receives each listener exception (for logging).
 */
export function guardEventTarget<TDetail>(
  inner: Target<TDetail>,
  onListenerError: (error: unknown) => void,
): GuardedEventTarget<TDetail> {
  const registered = new Map<string, Map<Listener<TDetail>, Callback<TDetail>>>();

  function guard(listener: NonNullable<Listener<TDetail>>): Callback<TDetail> {
    return (event) => {
      try {
        if (typeof listener === "function") listener(event);
        else listener.handleEvent(event);
      } catch (error) {
        onListenerError(error);
      }
    };
  }

  return {
    addEventListener(type, typedListener) {
      // The methods are generic only to narrow `type`; every event here has the one detail type.
      const listener = typedListener as Listener<TDetail>;
      if (listener == null) return;
      let forType = registered.get(type);
      if (!forType) {
        forType = new Map();
        registered.set(type, forType);
      }
      if (forType.has(listener)) return;
      const callback = guard(listener);
      forType.set(listener, callback);
      inner.addEventListener(type, callback);
    },
    removeEventListener(type, typedListener) {
      const listener = typedListener as Listener<TDetail>;
      const forType = registered.get(type);
      const callback = listener == null ? undefined : forType?.get(listener);
      if (!forType || !callback) return;
      forType.delete(listener);
      if (forType.size === 0) registered.delete(type);
      inner.removeEventListener(type, callback);
    },
    dispatchEvent(event) {
      return inner.dispatchEvent(event);
    },
    listenerCount(type) {
      if (type !== undefined) return registered.get(type)?.size ?? 0;
      let count = 0;
      for (const forType of registered.values()) count += forType.size;
      return count;
    },
  };
}
