import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable getter for the latest value of a prop. For callbacks handed once to something that
 * outlives the render (a machine made on mount): they call the getter when they run, never during
 * render, so they see the props of the last commit without remaking the machine.
 */
export function useLatest<T>(value: T): () => T {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return useCallback(() => ref.current, []);
}
