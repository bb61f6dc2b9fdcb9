// The gallery: one large picture, previous/next buttons, thumbnails (buttons, so Tab and Enter
// work) and, on a touch screen, a horizontal swipe (pointer events; the direction follows the
// page's, so Arabic swipes mirror). It shows the chosen colour's pictures (gallery.ts).
import { useRef, useState, type PointerEvent } from 'react';
import { useLanguage, isRtl } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { fill } from '@bazaar/i18n/text';
import { mediaUrl } from '@bazaar/contract/links';
import { Icon } from '../../components/icons.tsx';
import { imagesForColor, stepIndex, type GalleryImage } from './gallery.ts';

const SWIPE_MIN_PX = 40;

/** Drawn for left-to-right; mirrored in Arabic by the stylesheet. */
function Chevron({ path }: { path: string }) {
  return (
    <Icon size={22}>
      <path d={path} />
    </Icon>
  );
}

export function ProductGallery({
  images,
  name,
  colorId,
}: {
  images: readonly GalleryImage[];
  name: string;
  colorId: number | undefined;
}) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const rtl = isRtl(lang);
  const shown = imagesForColor(images, colorId);
  const [state, setState] = useState({ colorId, index: 0 });
  // A new colour starts at its first picture.
  const index = state.colorId === colorId ? Math.min(state.index, shown.length - 1) : 0;
  const go = (next: number) => setState({ colorId, index: next });
  const step = (direction: 1 | -1) => go(stepIndex(index, direction, shown.length));
  const start = useRef<{ x: number; y: number } | null>(null);

  const current = shown[index];
  const label = (n: number) => fill(lang, t('lbl_prd_image_n'), { n, total: shown.length });

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || shown.length < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    // Swiping towards the start edge shows the next picture, as a page turns.
    const towardsStart = rtl ? dx > 0 : dx < 0;
    step(towardsStart ? 1 : -1);
  };

  return (
    <section className="product-gallery" aria-label={t('lbl_prd_gallery')}>
      <div
        className="product-gallery__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {current ? (
          <img
            key={current.AttachmentURL}
            src={mediaUrl(current.AttachmentURL)}
            alt={`${name} — ${label(index + 1)}`}
            width={800}
            height={800}
            decoding="async"
            fetchPriority="high"
            draggable={false}
            data-testid="gallery-main"
          />
        ) : (
          <p className="product-gallery__empty">{t('lbl_prd_no_image')}</p>
        )}
        {shown.length > 1 && (
          <>
            <button
              type="button"
              className="product-gallery__nav product-gallery__nav--prev"
              onClick={() => step(-1)}
            >
              <Chevron path="M15 18l-6-6 6-6" />
              <span className="visually-hidden">{t('lbl_prd_prev_image')}</span>
            </button>
            <button
              type="button"
              className="product-gallery__nav product-gallery__nav--next"
              onClick={() => step(1)}
            >
              <Chevron path="M9 18l6-6-6-6" />
              <span className="visually-hidden">{t('lbl_prd_next_image')}</span>
            </button>
            <p className="product-gallery__count" aria-live="polite">
              {label(index + 1)}
            </p>
          </>
        )}
      </div>
      {shown.length > 1 && (
        <ul className="product-gallery__thumbs">
          {shown.map((image, i) => (
            <li key={image.AttachmentURL}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img
                  src={mediaUrl(image.AttachmentURL)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                />
                <span className="visually-hidden">{label(i + 1)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
