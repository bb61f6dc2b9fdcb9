// The go-to-top arrow (after TIMING.stickyThresholdPx, scrolls up step by step) and the floating
// chat shortcut to the messaging app.
import { CONTACT_INFO, TIMING } from '@bazaar/contract/constants';
import { useLabels } from '../../i18n/use-labels.ts';
import { Icon, type IconProps as P } from '../../components/icons.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import './floating-actions.css';

// Icons only this part uses, so they load with it.
const ArrowUpIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />
  </Icon>
);
const ChatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20 11.5a8 8 0 0 1-11.7 7.1L4 20l1.4-4.1A8 8 0 1 1 20 11.5z" />
    <path d="M9 10.5h.01M12.5 10.5h.01M16 10.5h.01" strokeWidth="2.6" />
  </Icon>
);

/**
 * Scrolls a fraction of the remaining distance per frame, so the page eases back up. Focus goes
 * to the page's header, so the next Tab continues from the top rather than from <body>.
 */
export function scrollToTopStepwise(): void {
  document.getElementById('top')?.focus({ preventScroll: true });
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const step = () => {
    const y = window.scrollY;
    if (y <= 1) {
      window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, Math.floor(y - Math.max(y / 6, 20)));
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export default function FloatingActions() {
  const t = useLabels('Common');
  const showTop = useScrolledPast(TIMING.stickyThresholdPx);
  return (
    <div className="floating-actions">
      {showTop && (
        <button
          type="button"
          className="floating-actions__button floating-actions__top"
          onClick={scrollToTopStepwise}
        >
          <ArrowUpIcon />
          <span className="visually-hidden">{t('lbl_cmn_go_top')}</span>
        </button>
      )}
      <a
        className="floating-actions__button floating-actions__chat"
        href={CONTACT_INFO.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('lbl_cmn_chat')}
      >
        <ChatIcon size={26} />
      </a>
    </div>
  );
}
