/** Loads a rarely used screen on first use, so the start bundle stays small (STYLE 12). */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LazyScreen(props: P) {
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
    return Component ? <Component {...props} /> : <main id="main" aria-busy="true" />;
  };
}

/** Loads a rarely used part of a screen on first use; nothing is shown until it is in. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LazyPart(props: P) {
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
    return Component ? <Component {...props} /> : null;
  };
}
