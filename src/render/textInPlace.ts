// Words written into an element that keeps its text node: the hover line's (ui/battle/HoverTip.tsx),
// new on every hex the pointer enters. Changing the node's data leaves the element's children as
// they are, where setting textContent drops the node and makes another, which the browser must
// give a layout object and style again before it lays the words out (docs/development.md,
// "Drawing the battlefield").

/** What this needs of a text node and of the element holding it (the DOM's Text and Element; a test's stand-ins). */
export interface TextNodeLike {
  data: string;
}
export interface TextHolder<N extends TextNodeLike> {
  ownerDocument: { createTextNode(data: string): N };
  replaceChildren(...nodes: N[]): void;
}

/**
 * Makes `el`'s only child a text node and gives the function that writes `el`'s words into it:
 * the node's data, set only when the words differ (an empty node stays, showing nothing).
 */
export function textInPlace<N extends TextNodeLike>(el: TextHolder<N>): (text: string) => void {
  const node = el.ownerDocument.createTextNode('');
  el.replaceChildren(node);
  return (text) => {
    if (node.data !== text) node.data = text;
  };
}
