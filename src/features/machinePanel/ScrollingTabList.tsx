// The machine panel's tab list where it is wider than the panel (a phone: six tabs need about 500 px).
// It scrolls sideways; a chevron at each edge that hides tabs says so and scrolls a page further,
// and the active tab is always scrolled fully into view (a remembered Events tab opens visible).
// The chevrons are for pointers only: the keyboard moves along the tabs with the arrow keys, and the
// focused tab scrolls into view as it becomes active.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Tabs } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import styles from './MachinePanel.module.css';

/** Room the chevron takes over the list's edge: a tab scrolled into view clears it. */
const EDGE_PX = 32;

/** Scrolls the list so its active tab is fully in view, clear of the chevrons (only the list scrolls, never the page). */
function revealActive(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!tab) return;
  const edge = list.scrollWidth > list.clientWidth ? EDGE_PX : 0;
  const box = list.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (left < box.left + edge) list.scrollLeft -= box.left + edge - left;
  else if (right > box.right - edge) list.scrollLeft += right - (box.right - edge);
}

export function ScrollingTabList({ active, children }: { active: string | null; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });

  // Which edges hide tabs, whenever the list scrolls; a new width (a turned phone, the labels in
  // another language) brings the active tab back into view first.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((h) => (h.before === before && h.after === after ? h : { before, after }));
    };
    const resized = () => {
      revealActive(list);
      measure();
    };
    resized();
    const observer = new ResizeObserver(resized);
    observer.observe(list);
    for (const tab of list.children) observer.observe(tab);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, []);

  useLayoutEffect(() => {
    if (listRef.current) revealActive(listRef.current);
  }, [active]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * Math.max(list.clientWidth - 2 * EDGE_PX, EDGE_PX), behavior: 'smooth' });
  };

  return (
    <div className={styles.tabStrip}>
      <Tabs.List ref={listRef} className={styles.tabs} size="2">
        {children}
      </Tabs.List>
      {hidden.before ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          className={`${styles.tabScroll} ${styles.tabScrollBefore}`}
          onClick={() => scrollBy(-1)}
          data-testid="tabs-scroll-before"
        >
          <ChevronLeftIcon />
        </button>
      ) : null}
      {hidden.after ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          className={`${styles.tabScroll} ${styles.tabScrollAfter}`}
          onClick={() => scrollBy(1)}
          data-testid="tabs-scroll-after"
        >
          <ChevronRightIcon />
        </button>
      ) : null}
    </div>
  );
}
