import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it: t('{name} can no longer…') keeps `{name}` where the
 * language puts it, and this puts the element (e.g. <Strong>) there, so word order stays the translator's.
 */
export function withNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
}
