// Home banner slider (spec §2, §9): ThemeTypeID 1 banners, one at a time, looping autoplay with
// a 750 ms transition; the first slide shows at once and autoplay starts after 500 ms (a hidden
// first slide would hold back the page's largest paint); previous/next, dots and pause; it pauses
// on hover and focus and stays still for prefers-reduced-motion. CSS transforms only.
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { TIMING } from '@bazaar/contract/constants';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { fill } from '@bazaar/i18n/text';
import { useApi } from '../../lib/use-api.ts';
import { HOME_REQUESTS } from './home-requests.ts';
import { ChevronDownIcon, PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { BannerSlide } from './banner-slide.tsx';
import { homeBanners, type Banner } from './home-banners.ts';
import { initialSliderState, realIndex, sliderReducer } from './slider-state.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import './banner-slider.css';

const AUTOPLAY_INTERVAL = 5000;

export function BannerSlider() {
  const lang = useLanguage();
  const { data, loading } = useApi('getHomeBanners', HOME_REQUESTS.banners(lang));
  const banners = useMemo(() => homeBanners(data), [data]);
  if (!loading && banners.length === 0) return null;
  return <Slider banners={banners} />;
}

function Slider({ banners }: { banners: Banner[] }) {
  const lang = useLanguage();
  const t = useLabels('Home');
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const reducer = useMemo(() => sliderReducer(count), [count]);
  const [state, dispatch] = useReducer(reducer, initialSliderState);
  const [started, setStarted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const active = realIndex(state.position, count);
  const paused = hovered || focused || userPaused || reducedMotion;

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), TIMING.bannerDelay);
    return () => window.clearTimeout(timer);
  }, []);

  // Settle after the transition (a timer, not transitionend, which a hidden tab may never fire).
  useEffect(() => {
    if (!state.moving) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'settle' }),
      reducedMotion ? 0 : TIMING.bannerSpeed + 20,
    );
    return () => window.clearTimeout(timer);
  }, [state.moving, state.position, reducedMotion]);

  // Flush the un-animated snap to the browser before any next animated move starts.
  useLayoutEffect(() => {
    // Reading layout forces the browser to apply the snap now.
    if (!state.animate) trackRef.current?.getBoundingClientRect();
  }, [state.animate, state.position]);

  useEffect(() => {
    if (paused || count < 2 || !started) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') dispatch({ type: 'next' });
    }, AUTOPLAY_INTERVAL);
    return () => window.clearInterval(timer);
  }, [paused, count, started]);

  // Clones of the last and first slides at either end make the loop seamless.
  const track: Banner[] =
    count > 1 ? [...banners.slice(-1), ...banners, ...banners.slice(0, 1)] : banners;
  const trackStyle = {
    '--slide-pos': count > 1 ? state.position : 0,
    transition: state.animate && !reducedMotion ? `transform ${TIMING.bannerSpeed}ms ease` : 'none',
  } as CSSProperties;

  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label={t('lbl_home_banners')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="banner-slider__viewport">
        <div
          ref={trackRef}
          className="banner-slider__track"
          style={trackStyle}
          aria-live={paused ? 'polite' : 'off'}
        >
          {track.map((banner, i) => {
            const real = count > 1 ? realIndex(i, count) : i;
            const isClone = count > 1 && (i === 0 || i === count + 1);
            return (
              <BannerSlide
                key={isClone ? `clone-${i}` : banner.BannerId}
                banner={banner}
                lang={lang}
                label={fill(lang, t('lbl_home_slide'), { n: real + 1, total: count })}
                priority={!isClone && real === 0}
                hidden={isClone || real !== active}
              />
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-slider__controls">
          {(
            [
              ['prev', t('lbl_home_prev_slide')],
              ['next', t('lbl_home_next_slide')],
            ] as const
          ).map(([type, label]) => (
            <button
              key={type}
              type="button"
              className={`banner-slider__arrow is-${type}`}
              onClick={() => dispatch({ type })}
            >
              <ChevronDownIcon size={22} />
              <span className="visually-hidden">{label}</span>
            </button>
          ))}
          <div className="banner-slider__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.BannerId}
                type="button"
                className="banner-slider__dot"
                aria-current={i === active ? 'true' : undefined}
                aria-label={fill(lang, t('lbl_home_goto_slide'), { n: i + 1 })}
                onClick={() => dispatch({ type: 'goto', index: i })}
              />
            ))}
          </div>
          {!reducedMotion && (
            <button
              type="button"
              className="banner-slider__pause"
              onClick={() => setUserPaused((value) => !value)}
            >
              {userPaused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
              <span className="visually-hidden">
                {userPaused ? t('lbl_home_play') : t('lbl_home_pause')}
              </span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
