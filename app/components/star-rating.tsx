import type { CSSProperties } from "react";

/**
 * Five stars filled to `rating`, drawn by one element (`.star-rating` in app.css: the star shape
 * is a CSS mask over a two-colour fill), so a page of reviews does not carry a hundred SVG icons.
 * The number is given in text; the stars are decoration.
 */
export function StarRating({ rating, size = 16 }: { rating: number; size?: 16 | 20 }) {
  const style = { "--star-size": `${size}px`, "--stars-filled": Math.round(rating) } as CSSProperties;
  return <span aria-hidden="true" className="star-rating" style={style} />;
}
