import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element has come within `margin` of the screen, once: what is far down the
 * page, or in a hidden tab (which intersects nothing until chosen), waits until then.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      {rootMargin: margin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
