import { type VNode, options } from 'preact';

/**
 * Our components are written for React 19, where `ref` is an ordinary prop: TextField and its
 * siblings spread their props, ref included, onto their `<input>`. preact/compat keeps React 18's
 * rule (a function component gets no `ref` unless wrapped in forwardRef), so react-hook-form's
 * register() never reached the input on the Preact islands. Imported first by the scripts of the
 * applicant's account screens and career pages (docs/decisions/041), this hands a function
 * component its `ref` as a prop, as React 19 does. Class components keep theirs.
 */
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const type = vnode.type as unknown;
  const props = vnode.props as Record<string, unknown>;
  if (
    typeof type === 'function' &&
    vnode.ref &&
    !(type.prototype as { render?: unknown } | undefined)?.render
  ) {
    props.ref = vnode.ref;
    (vnode as { ref: unknown }).ref = null;
  }
  previous?.(vnode);
};
