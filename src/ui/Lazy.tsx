/** Loads a rarely used screen, or part of one, on first use, so the start bundle stays small (STYLE 12). */
import type { ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** `load`'s component once it is in; `waiting` until then. */
function lazy<P extends object>(load: () => Promise<ComponentType<P>>, waiting: () => VNode | null): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function Lazy(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      void load().then((c) => {
        loaded = c;
        if (live) setComponent(() => c);
      });
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : waiting();
  };
}

/** A whole screen: an empty, busy main until it is in. */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => lazy(load, () => <main id="main" aria-busy="true" />);

/** A rarely used part of a screen: nothing is shown until it is in. */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => lazy(load, () => null);
