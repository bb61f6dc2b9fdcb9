// A product's small square picture beside its row (cart, wishlist), or an empty square of the same
// size when the product has none; styled by .thumb in base.css.
export function Thumb({
  src,
  size,
  className,
  lazy = false,
}: {
  src: string | undefined;
  size: number;
  className?: string;
  lazy?: boolean;
}) {
  const classes = className ? `thumb ${className}` : 'thumb';
  if (!src) return <span className={classes} />;
  const loading = lazy ? 'lazy' : undefined;
  return <img className={classes} src={src} alt="" width={size} height={size} loading={loading} />;
}
