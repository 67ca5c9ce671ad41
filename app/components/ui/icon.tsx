import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A lucide icon, drawn from the icon's node data (the `lucide` package). Decorative: hidden from
 * assistive technology, so the control or text beside it carries the meaning. Rendering the nodes
 * here instead of through lucide-react keeps its runtime out of every page's script.
 */
export function Icon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
