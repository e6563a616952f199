/** Loads a rarely used screen, or part of one, on first use, so the start bundle stays small (STYLE 12). */
import type { ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component loaded on first use, which can also be fetched ahead (`preload`) so it shows at once. */
export type LazyComponent<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

/** `load`'s component once it is in; `waiting` until then. */
function lazy<P extends object>(load: () => Promise<ComponentType<P>>, waiting: () => VNode | null): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // One fetch for a preload and a render alike; a failed one (offline before the precache) is tried again.
  const get = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (c) => {
        loaded = c;
        return c;
      },
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  function Lazy(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      void get().then((c) => {
        if (live) setComponent(() => c);
      });
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : waiting();
  }
  return Object.assign(Lazy, { preload: () => get().then(() => undefined) });
}

/** A whole screen: an empty, busy main until it is in. */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> => lazy(load, () => <main id="main" aria-busy="true" />);

/** A rarely used part of a screen: nothing is shown until it is in. */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> => lazy(load, () => null);
